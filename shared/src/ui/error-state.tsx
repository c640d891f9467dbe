import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { StateBox } from './empty-state';

const Message = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface ErrorStateProps {
  /** Already user-facing text, e.g. `errorText(error, t)` from '@edu/shared/api'. */
  message: ReactNode;
  /** Spec 4: a failed load keeps its message and can be retried. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <StateBox role="alert">
      <Message>{message}</Message>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('actions.retry')}
        </Button>
      )}
    </StateBox>
  );
}
