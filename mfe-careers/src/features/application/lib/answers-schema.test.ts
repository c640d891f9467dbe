import { i18n, startI18n } from '@edu/shared/i18n';
import { ValidationError } from 'yup';
import { addCareersTranslations } from '../../../i18n';
import { everyTypeQuestions } from '../../../test/fixtures';
import type { JobQuestion } from '../../../types/job';
import { answerKey, defaultAnswers, makeAnswersSchema } from './answers-schema';

beforeAll(() => {
  startI18n({ language: 'de' });
  addCareersTranslations();
});

const byType = (questions: JobQuestion[], type: JobQuestion['questionType']) => questions.find((q) => q.questionType === type)!;

function check(questions: JobQuestion[], answers: Record<string, unknown>, language: 'de' | 'ar' = 'de') {
  const schema = makeAnswersSchema(questions, language, i18n.getFixedT(language));
  try {
    return { value: schema.validateSync({ ...defaultAnswers(questions), ...answers }, { abortEarly: false }) as Record<string, unknown>, errors: [] };
  } catch (error) {
    if (error instanceof ValidationError) return { value: undefined, errors: error.errors };
    throw error;
  }
}

describe('step 2 schema: required questions of every type', () => {
  const questions = everyTypeQuestions(true);
  const key = (type: JobQuestion['questionType']) => answerKey(byType(questions, type).id);
  const choiceOf = (type: JobQuestion['questionType'], index = 0) => byType(questions, type).choices[index]!.id;

  it('names each unanswered question with "{{name}} ist erforderlich"', () => {
    expect(check(questions, {}).errors).toEqual([
      'Deutschkenntnisse ist erforderlich',
      'Lehrerfahrung ist erforderlich',
      'Verfügbarkeit ist erforderlich',
      'Motivation ist erforderlich',
      'Berufsjahre ist erforderlich',
      'Lieblingsfach ist erforderlich',
    ]);
  });

  it("uses the question's name in the visitor's language", () => {
    expect(check(questions, {}, 'ar').errors[0]).toBe('مستوى الألمانية مطلوب');
  });

  it('accepts answers of the right type and gives checkbox a list, number a number, the others text', () => {
    const { value, errors } = check(questions, {
      [key('select')]: choiceOf('select', 1),
      [key('radio')]: choiceOf('radio'),
      [key('checkbox')]: [choiceOf('checkbox', 0), choiceOf('checkbox', 2)],
      [key('textarea')]: '  Ich unterrichte gern.  ',
      [key('number')]: '7',
      [key('text')]: 'Mathe',
    });
    expect(errors).toEqual([]);
    expect(value?.[key('checkbox')]).toEqual([choiceOf('checkbox', 0), choiceOf('checkbox', 2)]);
    expect(value?.[key('number')]).toBe(7);
    expect(value?.[key('textarea')]).toBe('Ich unterrichte gern.');
    expect(value?.[key('select')]).toBe(choiceOf('select', 1));
  });

  it('treats blank text and an unchecked radio group (null) as unanswered', () => {
    const { errors } = check(questions, { [key('text')]: '   ', [key('radio')]: null });
    expect(errors).toContain('Lieblingsfach ist erforderlich');
    expect(errors).toContain('Lehrerfahrung ist erforderlich');
  });

  it('rejects numbers that are not numbers, and reads a German decimal comma', () => {
    expect(check(questions, { [key('number')]: 'sieben' }).errors).toContain('Berufsjahre muss eine Zahl sein');
    expect(check(questions, { [key('number')]: '1e5' }).errors).toContain('Berufsjahre muss eine Zahl sein');
    const answered = check(questions, {
      [key('select')]: choiceOf('select'),
      [key('radio')]: choiceOf('radio'),
      [key('checkbox')]: [choiceOf('checkbox')],
      [key('textarea')]: 'x',
      [key('number')]: '2,5',
      [key('text')]: 'x',
    });
    expect(answered.value?.[key('number')]).toBe(2.5);
  });

  it('rejects a choice that is not one of the question', () => {
    const { errors } = check(questions, { [key('select')]: 'not-a-choice', [key('checkbox')]: ['nope'] });
    expect(errors).toContain('Deutschkenntnisse: Bitte wählen Sie eine der angebotenen Antworten.');
    expect(errors).toContain('Verfügbarkeit: Bitte wählen Sie eine der angebotenen Antworten.');
  });

  it('limits text answers to the API maximum', () => {
    expect(check(questions, { [key('textarea')]: 'x'.repeat(5001) }).errors).toContain('Motivation darf höchstens 5000 Zeichen lang sein');
  });
});

describe('step 2 schema: optional questions of every type', () => {
  const questions = everyTypeQuestions(false);

  it('accepts every question left blank', () => {
    const { value, errors } = check(questions, {});
    expect(errors).toEqual([]);
    expect(value?.[answerKey(byType(questions, 'number').id)]).toBeUndefined();
    expect(value?.[answerKey(byType(questions, 'checkbox').id)]).toEqual([]);
  });

  it('still checks the type of what was given', () => {
    expect(check(questions, { [answerKey(byType(questions, 'number').id)]: 'viele' }).errors).toEqual(['Berufsjahre muss eine Zahl sein']);
  });
});

describe('answer keys and defaults', () => {
  it('makes plain path segments from UUIDs', () => {
    expect(answerKey('8cd4daf8-83cf-49d1-aadd-16d933928b76')).toBe('q_8cd4daf8_83cf_49d1_aadd_16d933928b76');
  });

  it('starts checkboxes with an empty list and everything else empty', () => {
    const questions = everyTypeQuestions();
    const defaults = defaultAnswers(questions);
    expect(defaults[answerKey(byType(questions, 'checkbox').id)]).toEqual([]);
    expect(defaults[answerKey(byType(questions, 'select').id)]).toBe('');
  });
});
