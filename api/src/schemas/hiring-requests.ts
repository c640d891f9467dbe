import { Type, type Static } from 'typebox';
import { DateOnly, DateTime, Email, PATTERNS, Pagination, Text, Uuid } from './common.ts';

/**
 * Status flow of an application. Forward one step at a time; any non-final status may go to
 * REJECTED; HIRED and REJECTED are final. Setting the current status again is not a transition.
 */
export const HIRING_STATUSES = ['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFERED', 'HIRED', 'REJECTED'] as const;
export type HiringStatus = (typeof HIRING_STATUSES)[number];
export const STATUS_TRANSITIONS: Record<HiringStatus, readonly HiringStatus[]> = {
  NEW: ['IN_REVIEW', 'REJECTED'],
  IN_REVIEW: ['INTERVIEW', 'REJECTED'],
  INTERVIEW: ['OFFERED', 'REJECTED'],
  OFFERED: ['HIRED', 'REJECTED'],
  HIRED: [],
  REJECTED: [],
};
export const canTransition = (from: HiringStatus, to: HiringStatus) => STATUS_TRANSITIONS[from].includes(to);

export const MARTIAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;

export const Answer = Type.Object({
  questionId: Uuid(),
  answer: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Number()])),
  choicesIds: Type.Optional(Type.Array(Uuid(), { maxItems: 50 })),
});

export const CreateHiringRequestBody = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 30, pattern: PATTERNS.phone }),
    email: Email(),
    firstName: Text(50, 2),
    lastName: Text(50, 2),
    birthDate: DateOnly('YYYY-MM-DD, not in the future'),
    buildingNum: Text(20),
    city: Text(100),
    street: Text(100),
    zipCode: Type.String({ minLength: 1, pattern: PATTERNS.postalCode }),
    employeeNationality: Text(100),
    martialStatus: Type.Enum([...MARTIAL_STATUSES]),
    location: Text(200),
    hiringAdId: Uuid(),
    answers: Type.Array(Answer, { maxItems: 50 }),
  },
  { $id: 'CreateHiringRequestDto' },
);
export type CreateHiringRequestBodyT = Static<typeof CreateHiringRequestBody>;

export const HiringRequest = Type.Object(
  {
    id: Uuid(),
    status: Type.Enum([...HIRING_STATUSES]),
    hiringAdId: Uuid(),
    hiringAdIds: Type.Array(Uuid()),
    hiringAd: Type.Object({
      id: Uuid(),
      localizations: Type.Array(Type.Object({ locale: Type.String(), title: Type.String() })),
    }),
    viaSystem: Type.Boolean(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    birthDate: Type.String(),
    buildingNum: Type.String(),
    street: Type.String(),
    city: Type.String(),
    zipCode: Type.String(),
    employeeNationality: Type.String(),
    martialStatus: Type.Enum([...MARTIAL_STATUSES]),
    location: Type.String(),
    answers: Type.Array(
      Type.Object({
        questionId: Uuid(),
        answer: Type.Optional(Type.String()),
        choicesIds: Type.Optional(Type.Array(Uuid())),
      }),
    ),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'HiringRequest' },
);
export type HiringRequestT = Static<typeof HiringRequest>;

export const HiringRequestsQuery = Type.Object({
  ...Pagination,
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches name, email and phone' })),
  status: Type.Optional(Type.Enum([...HIRING_STATUSES])),
  martialStatus: Type.Optional(Type.Enum([...MARTIAL_STATUSES])),
  hiringAdIds: Type.Optional(Type.String({ pattern: PATTERNS.uuidList, description: 'Comma-separated job ids' })),
});
export const HiringRequestList = Type.Object({ data: Type.Array(Type.Ref('HiringRequest')), count: Type.Integer() }, { $id: 'HiringRequestList' });
export const StatusQuery = Type.Object({ status: Type.Enum([...HIRING_STATUSES]) });
export const BulkStatusQuery = Type.Object({
  status: Type.Enum([...HIRING_STATUSES]),
  hiringRequestIds: Type.String({ pattern: PATTERNS.uuidList, description: 'Comma-separated ids (max 1000)' }),
});
