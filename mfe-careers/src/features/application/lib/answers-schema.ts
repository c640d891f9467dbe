import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { localized } from '@edu/shared/format';
import type { JobQuestion } from '../../../types/job';

/** The API's limit for a text answer. */
export const ANSWER_MAX_LENGTH = 5000;

/** A decimal as the API accepts it: digits, an optional sign, '.' or ',' before decimals. */
export const DECIMAL_PATTERN = /^-?\d+(?:[.,]\d+)?$/;

/** Form value of one answer: a list for checkboxes, text for everything else (numbers as typed). */
export type AnswerValue = string | string[];

/**
 * Key of a question's answer in the form (`answers.<key>`). Ids are UUIDs; the key keeps only
 * letters, digits and underscores so it is a plain path segment for react-hook-form and yup.
 */
export function answerKey(questionId: string): string {
  return `q_${questionId.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

export const isChoiceQuestion = (question: Pick<JobQuestion, 'questionType'>) =>
  question.questionType === 'checkbox' || question.questionType === 'select' || question.questionType === 'radio';

/** The question's name in the visitor's language (else any language that has one). */
export function questionLabel(question: Pick<JobQuestion, 'localizations'>, language: string): string {
  return localized(question.localizations, language, 'name');
}

export function defaultAnswers(questions: readonly JobQuestion[]): Record<string, AnswerValue> {
  return Object.fromEntries(questions.map((question) => [answerKey(question.id), question.questionType === 'checkbox' ? [] : '']));
}

/** Text typed into a number question, as a number ('' stays undefined, '1,5' is 1.5). */
function parseDecimal(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  const text = original.trim();
  if (text === '') return undefined;
  return DECIMAL_PATTERN.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

function answerSchema(question: JobQuestion, language: string, t: TFunction): yup.AnySchema {
  const name = questionLabel(question, language);
  const required = t('errors.required', { ns: 'common', name });
  const choiceIds = question.choices.map((choice) => choice.id);
  const notAChoice = t('application.errors.choice', { ns: 'careers', name });

  switch (question.questionType) {
    case 'checkbox': {
      // A list of chosen ids; "required" means at least one box ticked.
      const list = yup
        .array(yup.string().required().oneOf(choiceIds, notAChoice))
        .transform((value: unknown) => (Array.isArray(value) ? value : []))
        .default([]);
      return question.isRequired ? list.min(1, required) : list;
    }
    case 'select':
    case 'radio': {
      // An unchecked radio group reads as null; both mean "no answer".
      const choice = yup
        .string()
        .nullable()
        .transform((value: unknown) => (value === null || value === undefined ? '' : value))
        .test('is-choice', notAChoice, (value) => !value || choiceIds.includes(value));
      return question.isRequired ? choice.required(required) : choice;
    }
    case 'number': {
      const number = yup
        .number()
        .transform(parseDecimal)
        .typeError(t('application.errors.number', { ns: 'careers', name }))
        .test('finite', t('application.errors.number', { ns: 'careers', name }), (value) => value === undefined || Number.isFinite(value));
      return question.isRequired ? number.required(required) : number.optional();
    }
    case 'textarea':
    case 'text':
    default: {
      const text = yup
        .string()
        .trim()
        .max(ANSWER_MAX_LENGTH, t('application.errors.maxLength', { ns: 'careers', name, max: ANSWER_MAX_LENGTH }));
      return question.isRequired ? text.required(required) : text;
    }
  }
}

/**
 * Step 2 'Unterinformationen': one rule per question by its type (checkbox gives a list,
 * number gives a number, the others text); a required question says '{{name}} ist
 * erforderlich' with its own name (spec 5).
 */
export function makeAnswersSchema(questions: readonly JobQuestion[], language: string, t: TFunction) {
  return yup.object(Object.fromEntries(questions.map((question) => [answerKey(question.id), answerSchema(question, language, t)])));
}
