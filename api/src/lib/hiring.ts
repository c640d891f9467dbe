/**
 * Checks an application against its job: the job exists and is active (and, for the system
 * variant, belongs to a system), every required question is answered, each answer has its
 * question's type, and chosen ids belong to that question.
 */
import type { AppMessageKey } from '../i18n/index.ts';
import type { CreateHiringRequestBodyT, HiringRequestT } from '../schemas/hiring-requests.ts';
import type { JobT } from '../schemas/jobs.ts';
import { ApiError } from './errors.ts';

type Problem = { key: AppMessageKey; params?: Record<string, unknown> };

const questionName = (q: JobT['questions'][number], locale: string) =>
  (q.localizations.find((l) => l.locale === locale) ?? q.localizations[0])?.name ?? q.id;

export function checkAgainstJob(
  job: JobT | undefined,
  body: CreateHiringRequestBodyT,
  opts: { requireSystem: boolean; locale: string },
): HiringRequestT['answers'] {
  if (!job) throw new ApiError(404, 'jobNotFound');
  if (!job.isActive) throw new ApiError(409, 'jobInactive');
  if (opts.requireSystem && job.systemId === null) throw new ApiError(400, 'jobNotInSystem');

  const problems: Problem[] = [];
  const questions = new Map(job.questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const normalised: HiringRequestT['answers'] = [];

  for (const a of body.answers) {
    const q = questions.get(a.questionId.toLowerCase());
    if (!q) {
      problems.push({ key: 'unknownQuestion' });
      continue;
    }
    const name = questionName(q, opts.locale);
    if (seen.has(q.id)) {
      problems.push({ key: 'duplicateAnswer', params: { name } });
      continue;
    }
    seen.add(q.id);
    const isChoice = q.questionType === 'checkbox' || q.questionType === 'select' || q.questionType === 'radio';
    if (isChoice) {
      if (a.answer !== undefined && a.answer !== '') {
        problems.push({ key: 'answerMustBeChoice', params: { name } });
        continue;
      }
      const ids = [...new Set((a.choicesIds ?? []).map((c) => c.toLowerCase()))];
      const valid = new Set(q.choices.map((c) => c.id));
      if (ids.some((c) => !valid.has(c))) {
        problems.push({ key: 'choiceNotInQuestion', params: { name } });
        continue;
      }
      if (q.questionType !== 'checkbox' && ids.length > 1) {
        problems.push({ key: 'singleChoiceOnly', params: { name } });
        continue;
      }
      if (ids.length === 0) {
        if (q.isRequired) problems.push({ key: 'questionRequired', params: { name } });
        continue;
      }
      normalised.push({ questionId: q.id, choicesIds: ids });
    } else {
      if (a.choicesIds !== undefined && a.choicesIds.length > 0) {
        problems.push({ key: q.questionType === 'number' ? 'answerMustBeNumber' : 'answerMustBeText', params: { name } });
        continue;
      }
      const text = a.answer === undefined ? '' : String(a.answer).trim();
      if (text === '') {
        if (q.isRequired) problems.push({ key: 'questionRequired', params: { name } });
        continue;
      }
      if (q.questionType === 'number' && (typeof a.answer === 'number' ? !Number.isFinite(a.answer) : !/^-?\d+([.,]\d+)?$/.test(text))) {
        problems.push({ key: 'answerMustBeNumber', params: { name } });
        continue;
      }
      if (q.questionType !== 'number' && typeof a.answer !== 'string') {
        problems.push({ key: 'answerMustBeText', params: { name } });
        continue;
      }
      normalised.push({ questionId: q.id, answer: text });
    }
  }
  for (const q of job.questions) {
    if (q.isRequired && !seen.has(q.id)) problems.push({ key: 'questionRequired', params: { name: questionName(q, opts.locale) } });
  }
  if (problems.length) throw new ApiError(400, 'validationFailed', {}, { appMessages: problems });
  return normalised;
}
