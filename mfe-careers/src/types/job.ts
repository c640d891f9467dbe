import type { Localization } from '@edu/shared/api';

/** Kinds of employment the API knows (OpenAPI `Job.employmentType`). */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'MINI_JOB', 'INTERNSHIP'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const QUESTION_TYPES = ['checkbox', 'select', 'radio', 'textarea', 'number', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface NameLocalization extends Localization {
  name: string;
}

export interface JobChoice {
  id: string;
  localizations: NameLocalization[];
}

/** A custom question of a job ad, answered in step 2 of the application. */
export interface JobQuestion {
  id: string;
  questionType: QuestionType;
  isRequired: boolean;
  localizations: NameLocalization[];
  choices: JobChoice[];
}

export interface JobLocalization extends Localization {
  title: string;
  /** Stored HTML (sanitised by the API; sanitised again before it is rendered). */
  description: string;
  keyRequirements?: string[];
  benefits?: string[];
}

/** A hiring ad as `/api/public-hiring-ads/open-hiring` returns it. */
export interface Job {
  id: string;
  localizations: JobLocalization[];
  /** EUR per year. */
  salaryFrom: number;
  /** EUR per year. */
  salaryTo: number;
  createdAt: string;
  image: { path: string } | null;
  isActive: boolean;
  systemId?: string | null;
  department: string;
  employmentType: EmploymentType;
  location: string;
  questions: JobQuestion[];
}
