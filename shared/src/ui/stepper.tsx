import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9375rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.text)};
`;

const Badge = styled.span<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 2px solid ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.primary)};
  border-radius: 50%;
  background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.primaryText)};
  font-size: 0.875rem;
  font-weight: 700;
`;

export interface StepperProps {
  steps: string[];
  /** 0-based index of the current step. */
  current: number;
  className?: string;
}

/** Step indicator: "Schritt 1 von 2" for screen readers, an ordered list for everyone. */
export function Stepper({ steps, current, className }: StepperProps) {
  const { t } = useTranslation('common');
  const index = Math.min(Math.max(current, 0), Math.max(steps.length - 1, 0));
  return (
    <div className={className}>
      <VisuallyHidden>{t('stepper.step', { current: index + 1, total: steps.length })}</VisuallyHidden>
      <List>
        {steps.map((label, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'upcoming';
          return (
            <Item key={`${position}-${label}`} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Badge $state={state} aria-hidden="true">
                {state === 'done' ? '✓' : position + 1}
              </Badge>
              {label}
              {state === 'done' && <VisuallyHidden> ({t('stepper.completed')})</VisuallyHidden>}
            </Item>
          );
        })}
      </List>
    </div>
  );
}
