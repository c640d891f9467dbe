import styled from 'styled-components';
import { localized } from '@edu/shared/format';
import { useLanguage } from '@edu/shared/i18n';
import type { FaqEntry } from './api/get-faq';

const List = styled.div`
  display: grid;
  gap: 12px;
`;

// <details>/<summary>: keyboard, screen readers and find-in-page work without script.
const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &[open] {
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  &[open] > summary > svg {
    transform: rotate(180deg);
  }
`;

// The chevron sits at the line's end: written with `right`, mirrored to `left` in Arabic. It
// points down (symmetric), so the mirroring never turns it sideways.
const Question = styled.summary`
  position: relative;
  display: block;
  min-height: 44px;
  padding: 18px 56px 18px 20px;
  font-size: 1.0625rem;
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  > svg {
    position: absolute;
    top: 50%;
    right: 18px;
    margin-top: -11px;
    color: ${({ theme }) => theme.colors.primary};
    transition: transform 0.2s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    > svg {
      transition: none;
    }
  }
`;

function Chevron() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

const Answer = styled.div`
  padding: 0 20px 20px;
  color: ${({ theme }) => theme.colors.text};
  /* Answers are plain text; their line breaks are kept. */
  white-space: pre-line;
`;

/** The questions in their order, each opening its answer; texts fall back to any locale. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  const locale = useLanguage();
  const sorted = [...entries].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <List>
      {sorted.map((entry) => {
        const question = localized(entry.localizations, locale, 'question');
        if (!question) return null;
        return (
          <Item key={entry.id}>
            <Question>
              {question}
              <Chevron />
            </Question>
            <Answer>{localized(entry.localizations, locale, 'answer')}</Answer>
          </Item>
        );
      })}
    </List>
  );
}
