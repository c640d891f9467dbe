import type { TFunction } from 'i18next';
import type { Job } from '../../../types/job';
import { defaultAnswers, makeAnswersSchema, type AnswerValue } from './answers-schema';
import { defaultPersonalValues, makePersonalSchema, type PersonalValues } from './personal-schema';

/** Everything the dialog's form holds: step 1's fields and step 2's answers by question key. */
export interface ApplicationFormValues extends PersonalValues {
  answers: Record<string, AnswerValue>;
}

/** The whole application: step 1 plus the job's questions under `answers`. */
export function makeApplicationSchema(job: Pick<Job, 'questions'>, language: string, t: TFunction, now?: () => Date) {
  return makePersonalSchema(t, now).shape({ answers: makeAnswersSchema(job.questions, language, t) });
}

export function defaultApplicationValues(job: Pick<Job, 'questions'>, today: Date = new Date()): ApplicationFormValues {
  return { ...defaultPersonalValues(today), answers: defaultAnswers(job.questions) };
}
