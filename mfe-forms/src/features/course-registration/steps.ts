import type { CourseRegistrationValues } from './course-registration-schema';

export type StepId = 'personal' | 'address' | 'qualifications' | 'attachments' | 'review';

export interface StepDefinition {
  id: StepId;
  /** Validated (and marked touched) by "next". */
  fields: readonly (keyof CourseRegistrationValues)[];
}

/** The course registration's steps, in order; the last one reviews everything. */
export const COURSE_STEPS: readonly StepDefinition[] = [
  {
    id: 'personal',
    fields: ['firstName', 'lastName', 'birthDate', 'birthPlace', 'nationality', 'countryOfOrigin', 'profession', 'phone', 'email'],
  },
  { id: 'address', fields: ['street', 'houseNumber', 'postalCode', 'district', 'city', 'residenceType', 'residenceDuration'] },
  {
    id: 'qualifications',
    fields: [
      'academicQualifications',
      'trainingCourses',
      'germanLevel',
      'computerSkills',
      'computerPrograms',
      'arabicTeachingExperience',
      'specialSkills',
      'expectedWorkYears',
      'expectedWorkYearsReason',
    ],
  },
  { id: 'attachments', fields: ['profilePicture', 'certificates', 'cv'] },
  { id: 'review', fields: [] },
];

export const REVIEW_STEP = COURSE_STEPS.length - 1;
export const ATTACHMENTS_STEP = COURSE_STEPS.findIndex((step) => step.id === 'attachments');

/** The first step holding one of `fields` (e.g. where a failed final check sends the visitor). */
export function firstStepWith(fields: readonly string[]): number | undefined {
  const index = COURSE_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)));
  return index === -1 ? undefined : index;
}
