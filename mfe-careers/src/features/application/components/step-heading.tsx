import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Heading = styled.h3`
  margin: 0 0 4px;
  font-size: 1.125rem;
  outline: none;
`;

/** Heading of a step; focused when the step changes so screen readers announce the new step. */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: ReactNode }>(function StepHeading({ children }, ref) {
  return (
    <Heading ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
});
