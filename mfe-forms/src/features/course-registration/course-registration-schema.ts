import * as yup from 'yup';
import { toIsoDate } from '@edu/shared/format';
import type { Translate } from '../../i18n';
import { POSTAL_CODE_PATTERN } from '../../lib/patterns';
import { registrationFields } from '../registration/registration-schema';
import { ATTACHMENT_RULES, TOTAL_MAX_BYTES, MB, cachedFileKind, filesOf, type AttachmentField } from './attachments';

/** Text fields beside the four of the simple registration, with the API's length limits. */
export const TEXT_LIMITS = {
  birthPlace: 200,
  nationality: 100,
  countryOfOrigin: 100,
  profession: 200,
  street: 200,
  houseNumber: 20,
  district: 200,
  city: 100,
  residenceType: 200,
  residenceDuration: 200,
  academicQualifications: 2000,
  trainingCourses: 2000,
  computerPrograms: 2000,
  germanLevel: 100,
  arabicTeachingExperience: 2000,
  specialSkills: 2000,
  expectedWorkYears: 100,
  expectedWorkYearsReason: 2000,
} as const;

type LimitedField = keyof typeof TEXT_LIMITS;

export interface CourseRegistrationValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  birthPlace: string;
  nationality: string;
  countryOfOrigin: string;
  profession: string;
  phone: string;
  email: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  district: string;
  city: string;
  residenceType: string;
  residenceDuration: string;
  academicQualifications: string;
  trainingCourses: string;
  computerSkills: '' | 'yes' | 'no';
  computerPrograms: string;
  germanLevel: string;
  arabicTeachingExperience: string;
  specialSkills: string;
  expectedWorkYears: string;
  expectedWorkYearsReason: string;
  profilePicture: File | null;
  certificates: File[];
  cv: File | null;
}

export type TextFieldName = Exclude<keyof CourseRegistrationValues, AttachmentField>;

export const emptyCourseRegistrationValues: CourseRegistrationValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  birthPlace: '',
  nationality: '',
  countryOfOrigin: '',
  profession: '',
  phone: '',
  email: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  district: '',
  city: '',
  residenceType: '',
  residenceDuration: '',
  academicQualifications: '',
  trainingCourses: '',
  computerSkills: '',
  computerPrograms: '',
  germanLevel: '',
  arabicTeachingExperience: '',
  specialSkills: '',
  expectedWorkYears: '',
  expectedWorkYearsReason: '',
  profilePicture: null,
  certificates: [],
  cv: null,
};

/** The fields that are typed (and kept across a reload); files cannot be stored. */
export const TEXT_FIELD_NAMES = (Object.keys(emptyCourseRegistrationValues) as (keyof CourseRegistrationValues)[]).filter(
  (name): name is TextFieldName => !(name in ATTACHMENT_RULES),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (no 31 February), not before 1900. */
function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value < '1900-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export interface SchemaOptions {
  /** Today as YYYY-MM-DD (the visitor's calendar day); injectable for tests. */
  today?: () => string;
}

/**
 * Spec 5 "Registration (step form)": every field required (names, phone and email with the
 * simple registration's exact messages, the others '{{name}} ist erforderlich'), postal code
 * exactly 5 digits, birth date not in the future, profile picture, at least one certificate
 * and a CV, each file of an allowed type (by content) and size.
 */
export function makeCourseRegistrationSchema(t: Translate, { today = () => toIsoDate(new Date()) }: SchemaOptions = {}) {
  const label = (field: string) => t(`courseRegistration.fields.${field}`);
  const required = (field: string) => t('errors.required', { ns: 'common', name: label(field) });
  const text = (field: LimitedField) =>
    yup
      .string()
      .trim()
      .required(required(field))
      .max(TEXT_LIMITS[field], t('validation.maxLength', { name: label(field), max: TEXT_LIMITS[field] }));

  return yup.object({
    ...registrationFields(t),
    birthDate: yup
      .string()
      .required(required('birthDate'))
      .test('valid-date', t('courseRegistration.errors.birthDateInvalid'), (value) => !value || isValidIsoDate(value))
      .test('not-in-future', t('courseRegistration.errors.birthDateFuture'), (value) => !value || !isValidIsoDate(value) || value <= today()),
    birthPlace: text('birthPlace'),
    nationality: text('nationality'),
    countryOfOrigin: text('countryOfOrigin'),
    profession: text('profession'),
    street: text('street'),
    houseNumber: text('houseNumber'),
    postalCode: yup
      .string()
      .trim()
      .required(required('postalCode'))
      .matches(POSTAL_CODE_PATTERN, { message: t('courseRegistration.errors.postalCode'), excludeEmptyString: true }),
    district: text('district'),
    city: text('city'),
    residenceType: text('residenceType'),
    residenceDuration: text('residenceDuration'),
    academicQualifications: text('academicQualifications'),
    trainingCourses: text('trainingCourses'),
    computerSkills: yup
      .string()
      .oneOf(['yes', 'no'], required('computerSkills'))
      .required(required('computerSkills')),
    // Which programs: asked (and required) only of those who have computer skills.
    computerPrograms: yup.string().when('computerSkills', {
      is: 'yes',
      then: () => text('computerPrograms'),
      otherwise: (schema) => schema.trim(),
    }),
    germanLevel: text('germanLevel'),
    arabicTeachingExperience: text('arabicTeachingExperience'),
    specialSkills: text('specialSkills'),
    expectedWorkYears: text('expectedWorkYears'),
    expectedWorkYearsReason: text('expectedWorkYearsReason'),
    profilePicture: attachmentSchema(t, 'profilePicture', required('profilePicture')),
    certificates: attachmentSchema(t, 'certificates', t('courseRegistration.errors.certificatesRequired')),
    cv: attachmentSchema(t, 'cv', required('cv')),
  });
}

/** Count, size (each file and all together) and type (by content) of one attachment field. */
function attachmentSchema(t: Translate, field: AttachmentField, requiredMessage: string) {
  const rule = ATTACHMENT_RULES[field];
  return yup
    .mixed<File | File[]>()
    .nullable()
    .test('required', requiredMessage, (value) => filesOf(value).length >= rule.min)
    .test('count', t('courseRegistration.errors.tooManyFiles', { max: rule.max }), (value) => filesOf(value).length <= rule.max)
    .test('size', function checkSize(value) {
      const tooLarge = filesOf(value).find((file) => file.size > rule.maxBytes);
      if (tooLarge) {
        return this.createError({ message: t('courseRegistration.errors.fileSize', { file: tooLarge.name, limit: rule.maxBytes / MB }) });
      }
      // The sum is checked once, on the field that can hold the most.
      if (field === 'certificates') {
        const parent = this.parent as Partial<CourseRegistrationValues>;
        const all = [...filesOf(parent.profilePicture), ...filesOf(value), ...filesOf(parent.cv)];
        if (all.reduce((sum, file) => sum + file.size, 0) > TOTAL_MAX_BYTES) {
          return this.createError({ message: t('courseRegistration.errors.totalSize', { limit: TOTAL_MAX_BYTES / MB }) });
        }
      }
      return true;
    })
    .test('type', async function checkType(value) {
      for (const file of filesOf(value)) {
        const kind = await cachedFileKind(file);
        if (!kind || !rule.kinds.includes(kind)) {
          return this.createError({ message: t('courseRegistration.errors.fileType', { file: file.name, allowed: rule.allowed }) });
        }
      }
      return true;
    });
}
