import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Heading = styled.h3`
  margin: 16px 0 4px;
  font-size: 1.125rem;
  outline: none;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Heading of a step, with the note on required fields; focused when the step changes so
 * screen readers announce the new step.
 */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: ReactNode }>(function StepHeading({ children }, ref) {
  const { t } = useTranslation('careers');
  return (
    <>
      <Heading ref={ref} tabIndex={-1}>
        {children}
      </Heading>
      <Note>{t('application.requiredNote')}</Note>
    </>
  );
});
