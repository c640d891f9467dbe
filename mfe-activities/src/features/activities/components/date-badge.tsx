import styled from 'styled-components';
import { dayAndMonth } from '@edu/shared/format';
import { useLanguage } from '@edu/shared/i18n';

const Badge = styled.time`
  position: absolute;
  top: 12px;
  left: 12px;
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 56px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.primary};
  line-height: 1.1;
  text-align: center;
`;

const Day = styled.span`
  font-size: 1.5rem;
  font-weight: 700;
`;

const Month = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

/** Day and short month over the card image, in the visitor's language (Berlin calendar day). */
export function DateBadge({ date }: { date: string }) {
  const language = useLanguage();
  const { day, month } = dayAndMonth(date, language);
  return (
    <Badge dateTime={date} data-testid="date-badge">
      <Day>{day}</Day>
      <Month>{month}</Month>
    </Badge>
  );
}
