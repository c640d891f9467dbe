import { Type, type Static } from 'typebox';
import { DateTime, Nullable, Pagination, Uuid } from './common.ts';

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'MINI_JOB', 'INTERNSHIP'] as const;
export const QUESTION_TYPES = ['checkbox', 'select', 'radio', 'textarea', 'number', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const NameLocalization = Type.Object({ locale: Type.String(), name: Type.String() });

export const JobQuestion = Type.Object({
  id: Uuid(),
  questionType: Type.Enum([...QUESTION_TYPES]),
  isRequired: Type.Boolean(),
  localizations: Type.Array(NameLocalization),
  choices: Type.Array(Type.Object({ id: Uuid(), localizations: Type.Array(NameLocalization) })),
});

export const Job = Type.Object(
  {
    id: Uuid(),
    localizations: Type.Array(
      Type.Object({
        locale: Type.String(),
        title: Type.String(),
        description: Type.String({ description: 'Sanitised HTML' }),
        keyRequirements: Type.Array(Type.String()),
        benefits: Type.Array(Type.String()),
      }),
    ),
    salaryFrom: Type.Integer({ description: 'EUR per year' }),
    salaryTo: Type.Integer({ description: 'EUR per year' }),
    createdAt: DateTime(),
    image: Nullable(Type.Object({ path: Type.String() })),
    isActive: Type.Boolean(),
    systemId: Nullable(Uuid()),
    department: Type.String(),
    employmentType: Type.Enum([...EMPLOYMENT_TYPES]),
    location: Type.String(),
    questions: Type.Array(JobQuestion),
  },
  { $id: 'Job' },
);
export type JobT = Static<typeof Job>;

const JobFilters = {
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches title and description in every locale' })),
  department: Type.Optional(Type.String({ maxLength: 100 })),
  employmentType: Type.Optional(Type.Enum([...EMPLOYMENT_TYPES])),
  location: Type.Optional(Type.String({ maxLength: 100 })),
};

export const OpenHiringQuery = Type.Object({
  ...Pagination,
  ...JobFilters,
  isActive: Type.Optional(Type.Boolean({ description: 'Accepted for compatibility; open hiring lists active ads only' })),
});
export const HiringQuery = Type.Object({
  ...Pagination,
  ...JobFilters,
  isActive: Type.Optional(Type.Boolean()),
});
export const SystemIdParams = Type.Object({ systemId: Uuid() });

export const JobList = Type.Object({ data: Type.Array(Type.Ref('Job')), count: Type.Integer() }, { $id: 'JobList' });
