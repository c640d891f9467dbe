import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatTime, stripMarkup, truncate } from '@edu/shared/format';
import { useLanguage } from '@edu/shared/i18n';
import { Card, CardBody, MediaFrame } from '@edu/shared/ui/card';
import { activityDetailUrl } from '../../../routes';
import { activityImage, activityText } from '../activity-text';
import type { Activity } from '../types';
import { ActivityImage } from './activity-image';
import { DateBadge } from './date-badge';
import { ClockIcon, PinIcon } from './icons';

/** Spec 9: the card shows the description cut to 100 characters. */
export const DESCRIPTION_PREVIEW = 100;

const Article = styled(Card)`
  position: relative;
  height: 100%;
  transition: box-shadow 0.2s ease, transform 0.2s ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1875rem;
  line-height: 1.4;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* One link per card, stretched over the whole card: the card is clickable, a screen reader
     hears the title once, and keyboard users meet one tab stop. */
  a::after {
    content: '';
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    left: 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  ${Article}:hover & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: auto 0 0;
  padding: 12px 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.text};

  li {
    display: flex;
    align-items: flex-start;
    gap: 8px;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ActivityCardProps {
  activity: Activity;
  basePath: string;
  /** The first row is visible at once: its image is not lazy. */
  eager?: boolean;
  /** The first card's image is the likely largest paint of the list. */
  priority?: boolean;
}

export function ActivityCard({ activity, basePath, eager = false, priority = false }: ActivityCardProps) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const { title, description, location } = activityText(activity, language);
  return (
    <Article as="article">
      <MediaFrame>
        <ActivityImage src={activityImage(activity)} title={title} eager={eager} priority={priority} />
        <DateBadge date={activity.date} />
      </MediaFrame>
      <CardBody>
        <Title>
          <Link to={activityDetailUrl(basePath, activity.id)}>{title}</Link>
        </Title>
        {description && <Description>{truncate(stripMarkup(description), DESCRIPTION_PREVIEW)}</Description>}
        <Facts>
          {location && (
            <li>
              <PinIcon />
              <span>{t('card.address', { location })}</span>
            </li>
          )}
          <li>
            <ClockIcon />
            <span>{t('card.time', { time: formatTime(activity.date) })}</span>
          </li>
        </Facts>
      </CardBody>
    </Article>
  );
}
