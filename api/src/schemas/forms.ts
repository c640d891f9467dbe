import { Type, type Static } from 'typebox';
import { DateOnly, DateTime, Email, Nullable, PATTERNS, Pagination, Text, Uuid } from './common.ts';

export const SubscribeBody = Type.Object({ email: Email() }, { $id: 'NewsletterSubscriptionDto' });
export const Subscription = Type.Object(
  { id: Uuid(), email: Type.String(), createdAt: DateTime() },
  { $id: 'NewsletterSubscription' },
);
export const SubscriptionList = Type.Object({ data: Type.Array(Type.Ref('NewsletterSubscription')), count: Type.Integer() }, { $id: 'SubscriptionList' });

export const RegistrationBody = Type.Object(
  {
    firstName: Text(50, 2),
    lastName: Text(50, 2),
    email: Email(),
    phone: Type.String({ minLength: 1, maxLength: 30, pattern: PATTERNS.digits }),
  },
  { $id: 'RegistrationDto' },
);
export type RegistrationBodyT = Static<typeof RegistrationBody>;
export const Registration = Type.Object(
  {
    id: Uuid(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    createdAt: DateTime(),
  },
  { $id: 'Registration' },
);
export const RegistrationList = Type.Object({ data: Type.Array(Type.Ref('Registration')), count: Type.Integer() }, { $id: 'RegistrationList' });

/** The text fields of a course registration (sent as multipart/form-data beside the files). */
export const CourseRegistrationFields = Type.Object(
  {
    course: Type.Optional(Type.String({ maxLength: 200, description: 'Course id or name' })),
    firstName: Text(50, 2),
    lastName: Text(50, 2),
    phone: Type.String({ minLength: 1, maxLength: 30, pattern: PATTERNS.digits }),
    email: Email(),
    nationality: Text(100),
    countryOfOrigin: Text(100),
    profession: Text(200),
    birthDate: DateOnly('YYYY-MM-DD, not in the future'),
    birthPlace: Text(200),
    street: Text(200),
    houseNumber: Text(20),
    postalCode: Type.String({ minLength: 1, pattern: PATTERNS.postalCode }),
    district: Text(200),
    city: Text(100),
    academicQualifications: Text(2000),
    trainingCourses: Text(2000),
    computerSkills: Type.Enum(['yes', 'no']),
    computerPrograms: Text(2000),
    germanLevel: Text(100),
    arabicTeachingExperience: Text(2000),
    residenceType: Text(200),
    residenceDuration: Text(200),
    specialSkills: Text(2000),
    expectedWorkYears: Text(100),
    expectedWorkYearsReason: Text(2000),
  },
  { $id: 'CourseRegistrationFields', additionalProperties: false },
);
export type CourseRegistrationFieldsT = Static<typeof CourseRegistrationFields>;

export const Attachment = Type.Object({
  id: Uuid(),
  kind: Type.Enum(['profilePicture', 'certificate', 'cv']),
  originalName: Type.String(),
  mimeType: Type.String(),
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
  createdAt: DateTime(),
});

export const CourseRegistration = Type.Object(
  {
    id: Uuid(),
    course: Nullable(Type.String()),
    firstName: Type.String(),
    lastName: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    nationality: Type.String(),
    countryOfOrigin: Type.String(),
    profession: Type.String(),
    birthDate: Type.String(),
    birthPlace: Type.String(),
    street: Type.String(),
    houseNumber: Type.String(),
    postalCode: Type.String(),
    district: Type.String(),
    city: Type.String(),
    academicQualifications: Type.String(),
    trainingCourses: Type.String(),
    computerSkills: Type.Boolean(),
    computerPrograms: Type.String(),
    germanLevel: Type.String(),
    arabicTeachingExperience: Type.String(),
    residenceType: Type.String(),
    residenceDuration: Type.String(),
    specialSkills: Type.String(),
    expectedWorkYears: Type.String(),
    expectedWorkYearsReason: Type.String(),
    attachments: Type.Array(Attachment),
    createdAt: DateTime(),
  },
  { $id: 'CourseRegistration' },
);
export type CourseRegistrationT = Static<typeof CourseRegistration>;
export const CourseRegistrationList = Type.Object({ data: Type.Array(Type.Ref('CourseRegistration')), count: Type.Integer() }, { $id: 'CourseRegistrationList' });

export const PageQuery = Type.Object({ ...Pagination });
export const AttachmentParams = Type.Object({ id: Uuid(), attachmentId: Uuid() });
