import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 560px;
  margin: 0 auto;
  padding: 40px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
  }
`;

const IconWrap = styled.div`
  color: ${({ theme }) => theme.colors.muted};
`;

function InboxIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M3 13h5l1.5 3h5L16 13h5" />
      <path d="M5 5h14l2 8v6H3v-6z" />
    </svg>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a button to clear filters or go back. */
  action?: ReactNode;
  /** Decorative; defaults to an empty-tray icon. Pass `null` for none. */
  icon?: ReactNode;
}

/** "Nothing here" (spec 8 empty states). role="status" so a list that turns empty is announced. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <StateBox role="status">
      {icon !== null && <IconWrap aria-hidden="true">{icon ?? <InboxIcon />}</IconWrap>}
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </StateBox>
  );
}
