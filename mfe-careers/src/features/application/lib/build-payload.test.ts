import { everyTypeQuestions, job } from '../../../test/fixtures';
import type { JobQuestion } from '../../../types/job';
import { answerKey } from './answers-schema';
import { numberText, toHiringRequestPayload, type ValidatedApplication } from './build-payload';

const personal = {
  firstName: 'Lina',
  lastName: 'Haddad',
  email: 'lina@example.org',
  phone: '+49 151 2345678',
  birthDate: '1990-04-02',
  street: 'Sonnenallee',
  buildingNum: '12a',
  zipCode: '12045',
  city: 'Berlin',
  employeeNationality: 'deutsch',
  martialStatus: 'MARRIED' as const,
  location: 'Berlin-Neukölln',
};

describe('toHiringRequestPayload', () => {
  const questions = everyTypeQuestions();
  const the = (type: JobQuestion['questionType']) => questions.find((q) => q.questionType === type)!;
  const target = job({ questions });

  it('sends the personal fields, the job id and one answer per question in the API shape', () => {
    const values: ValidatedApplication = {
      ...personal,
      answers: {
        [answerKey(the('select').id)]: the('select').choices[1]!.id,
        [answerKey(the('radio').id)]: the('radio').choices[0]!.id,
        [answerKey(the('checkbox').id)]: [the('checkbox').choices[0]!.id, the('checkbox').choices[2]!.id],
        [answerKey(the('textarea').id)]: 'Ich unterrichte gern.',
        [answerKey(the('number').id)]: 7,
        [answerKey(the('text').id)]: 'Mathe',
      },
    };
    expect(toHiringRequestPayload(values, target)).toEqual({
      ...personal,
      hiringAdId: target.id,
      answers: [
        { questionId: the('select').id, choicesIds: [the('select').choices[1]!.id] },
        { questionId: the('radio').id, choicesIds: [the('radio').choices[0]!.id] },
        { questionId: the('checkbox').id, choicesIds: [the('checkbox').choices[0]!.id, the('checkbox').choices[2]!.id] },
        { questionId: the('textarea').id, answer: 'Ich unterrichte gern.' },
        { questionId: the('number').id, answer: '7' },
        { questionId: the('text').id, answer: 'Mathe' },
      ],
    });
  });

  it('leaves out optional questions left blank', () => {
    const values: ValidatedApplication = {
      ...personal,
      answers: { [answerKey(the('checkbox').id)]: [], [answerKey(the('text').id)]: '', [answerKey(the('number').id)]: undefined },
    };
    expect(toHiringRequestPayload(values, target).answers).toEqual([]);
  });

  it('sends an empty answer list for a job without questions', () => {
    expect(toHiringRequestPayload({ ...personal, answers: {} }, job()).answers).toEqual([]);
  });
});

describe('numberText', () => {
  it('writes numbers as plain decimals, never in exponent notation', () => {
    expect(numberText(7)).toBe('7');
    expect(numberText(2.5)).toBe('2.5');
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(0.0000001)).toBe('0.0000001');
    expect(numberText(-3)).toBe('-3');
  });
});
