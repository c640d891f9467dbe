import { api, type ProgressListener } from '@edu/shared/api';
import { filesOf, type AttachmentField } from '../attachments';
import { TEXT_FIELD_NAMES, type CourseRegistrationValues } from '../course-registration-schema';

/** POST /api/course-registrations: multipart, text fields plus the files (api CourseRegistrationFields). */
export const COURSE_REGISTRATIONS_PATH = '/api/course-registrations';

/** Sent for "which programs" when the visitor has no computer skills (the API wants text). */
export const NO_COMPUTER_PROGRAMS = '-';

export interface StoredAttachment {
  id: string;
  kind: 'profilePicture' | 'certificate' | 'cv';
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

export interface CourseRegistration {
  id: string;
  attachments: StoredAttachment[];
  createdAt: string;
}

/** The multipart body: the API's field names, one part per certificate. */
export function toCourseRegistrationFormData(values: CourseRegistrationValues, course?: string): FormData {
  const data = new FormData();
  for (const name of TEXT_FIELD_NAMES) {
    const value = name === 'computerPrograms' && values.computerSkills !== 'yes' ? NO_COMPUTER_PROGRAMS : values[name];
    data.append(name, value.trim());
  }
  if (course) data.append('course', course);
  const fields: AttachmentField[] = ['profilePicture', 'certificates', 'cv'];
  for (const field of fields) {
    for (const file of filesOf(values[field])) data.append(field, file, file.name);
  }
  return data;
}

export function createCourseRegistration(
  values: CourseRegistrationValues,
  { course, onProgress }: { course?: string; onProgress?: ProgressListener } = {},
): Promise<CourseRegistration> {
  return api.upload<CourseRegistration>(COURSE_REGISTRATIONS_PATH, toCourseRegistrationFormData(values, course), onProgress);
}
