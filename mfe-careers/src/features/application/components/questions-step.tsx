import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobQuestion } from '../../../types/job';
import { QuestionField } from './question-field';
import { StepHeading } from './step-heading';

const Fields = styled.div`
  margin-top: 16px;
`;

/** Step 2 'Unterinformationen': the job's own questions. */
export function QuestionsStep({ questions, headingRef }: { questions: readonly JobQuestion[]; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('careers');
  return (
    <section>
      <StepHeading ref={headingRef}>{t('application.steps.questions')}</StepHeading>
      <Fields>
        {questions.map((question) => (
          <QuestionField key={question.id} question={question} />
        ))}
      </Fields>
    </section>
  );
}
