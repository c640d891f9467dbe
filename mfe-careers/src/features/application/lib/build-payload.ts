import type { Job } from '../../../types/job';
import { answerKey, isChoiceQuestion } from './answers-schema';
import type { MartialStatus, PersonalValues } from './personal-schema';

/** One answer as the API takes it: text (numbers as text) or the chosen choice ids. */
export type HiringAnswer = { questionId: string; answer: string } | { questionId: string; choicesIds: string[] };

/** `createHiringRequestDto` (POST /api/hiring-requests). */
export interface HiringRequestPayload extends Omit<PersonalValues, 'martialStatus'> {
  martialStatus: MartialStatus;
  hiringAdId: string;
  answers: HiringAnswer[];
}

/** Values after validation: trimmed text, numbers parsed, choice lists. */
export interface ValidatedApplication extends PersonalValues {
  answers: Record<string, unknown>;
}

/** A number as plain decimal text: never '1e+21' (the API reads digits only). */
export function numberText(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function toAnswer(question: Job['questions'][number], value: unknown): HiringAnswer | undefined {
  if (isChoiceQuestion(question)) {
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id !== '');
    return ids.length > 0 ? { questionId: question.id, choicesIds: ids } : undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? { questionId: question.id, answer: numberText(value) } : undefined;
  if (typeof value === 'string' && value.trim() !== '') return { questionId: question.id, answer: value.trim() };
  return undefined;
}

/**
 * The request body from validated form values. Optional questions left blank are left out
 * (the API treats a missing and an empty answer alike).
 */
export function toHiringRequestPayload(values: ValidatedApplication, job: Pick<Job, 'id' | 'questions'>): HiringRequestPayload {
  const answers = job.questions
    .map((question) => toAnswer(question, values.answers[answerKey(question.id)]))
    .filter((answer): answer is HiringAnswer => answer !== undefined);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    birthDate: values.birthDate,
    street: values.street,
    buildingNum: values.buildingNum,
    zipCode: values.zipCode,
    city: values.city,
    employeeNationality: values.employeeNationality,
    martialStatus: (values.martialStatus || 'SINGLE') as MartialStatus,
    location: values.location,
    hiringAdId: job.id,
    answers,
  };
}
