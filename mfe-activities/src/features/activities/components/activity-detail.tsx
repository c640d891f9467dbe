import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '@edu/shared/api';
import { formatDate, formatTime } from '@edu/shared/format';
import { directionOf, useLanguage } from '@edu/shared/i18n';
import { theme as tokens, media } from '@edu/shared/theme';
import { ButtonLink } from '@edu/shared/ui/button';
import { EmptyState } from '@edu/shared/ui/empty-state';
import { ErrorState } from '@edu/shared/ui/error-state';
import { Container, Section } from '@edu/shared/ui/layout';
import { Skeleton } from '@edu/shared/ui/skeleton';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { activityListUrl } from '../../../routes';
import { isActivityMissing, useActivity } from '../api/get-activity';
import { activityImage, activityText } from '../activity-text';
import type { Activity } from '../types';
import { ActivityDescription } from './activity-description';
import { ActivityImage } from './activity-image';
import { BackArrowIcon, CalendarIcon, ClockIcon, PinIcon } from './icons';

const Narrow = styled(Container)`
  max-width: 1040px;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** Fixed ratio: the hero holds its place before the image arrives (no layout shift). */
const Hero = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};

  ${media.md} {
    aspect-ratio: 21 / 9;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Title, facts, description in reading order; from lg the facts move into a side column. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 300px;
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'title facts'
      'body facts';
    column-gap: 40px;
    row-gap: 20px;
    align-items: start;
  }
`;

// Named areas only where the template names them: elsewhere they would open implicit columns.
const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.625rem, 1.2rem + 2vw, 2.5rem);
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};

  ${media.lg} {
    grid-area: title;
  }
`;

const FactsCard = styled.aside`
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.lg} {
    grid-area: facts;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }

  dl {
    display: flex;
    flex-direction: column;
    gap: 16px;
    margin: 0;
  }
  /* dl > div > dt + dd, as HTML allows; the icon sits in the dt, the value is indented under its label. */
  dt {
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: 2px 0 0;
    padding-left: 30px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  ${media.lg} {
    grid-area: body;
  }
`;

const NoDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

function Facts({ activity, location }: { activity: Activity; location: string }) {
  const { t } = useTranslation('activities');
  return (
    <FactsCard aria-labelledby="activity-facts">
      <VisuallyHidden as="h2" id="activity-facts">
        {t('detail.facts')}
      </VisuallyHidden>
      <dl>
        <div>
          <dt>
            <CalendarIcon />
            {t('detail.date')}
          </dt>
          <dd>
            <time dateTime={activity.date}>{formatDate(activity.date)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <ClockIcon />
            {t('detail.time')}
          </dt>
          <dd>{t('detail.timeValue', { time: formatTime(activity.date) })}</dd>
        </div>
        {location && (
          <div>
            <dt>
              <PinIcon />
              {t('detail.location')}
            </dt>
            <dd>{location}</dd>
          </div>
        )}
      </dl>
    </FactsCard>
  );
}

function ActivityView({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const { title, description, location } = activityText(activity, language);
  return (
    <article>
      <Hero>
        <ActivityImage src={activityImage(activity)} title={title} eager priority />
      </Hero>
      <Layout>
        <Title>{title}</Title>
        <Facts activity={activity} location={location} />
        <Body>
          {description ? <ActivityDescription text={description} /> : <NoDescription>{t('detail.noDescription')}</NoDescription>}
        </Body>
      </Layout>
    </article>
  );
}

const DetailSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  > :first-child {
    aspect-ratio: 16 / 9;
    ${media.md} {
      aspect-ratio: 21 / 9;
    }
  }
`;

function DetailLoading() {
  const { t } = useTranslation('activities');
  return (
    <DetailSkeleton aria-busy="true">
      <VisuallyHidden role="status">{t('detail.loading')}</VisuallyHidden>
      <Skeleton height="auto" radius={tokens.radii.md} />
      <Skeleton height="2.25rem" width="60%" />
      <Skeleton height="1em" />
      <Skeleton height="1em" width="90%" />
      <Skeleton height="1em" width="75%" />
    </DetailSkeleton>
  );
}

function DetailContent({ basePath }: { basePath: string }) {
  const { t } = useTranslation('activities');
  const { activityId } = useParams<{ activityId: string }>();
  const { data, error, mutate } = useActivity(activityId);

  if (error && !data) {
    if (isActivityMissing(error)) {
      return (
        <EmptyState
          title={t('empty.noData', { ns: 'common' })}
          description={t('empty.notFoundDescription')}
          action={
            <ButtonLink to={activityListUrl(basePath)} variant="secondary">
              {t('empty.toList')}
            </ButtonLink>
          }
        />
      );
    }
    return <ErrorState message={errorText(error, t)} onRetry={() => void mutate()} />;
  }
  // Not `isLoading`: SWR reports it on the first render even with data at hand (a server
  // preview's, a cached one), which would replace that data by the placeholder for a moment.
  if (!data) return <DetailLoading />;
  return <ActivityView activity={data} />;
}

/** The `:activityId` route: one activity with hero image, facts and description. */
export function ActivityDetail({ basePath }: { basePath: string }) {
  const { t } = useTranslation('activities');
  const direction = directionOf(useLanguage());
  return (
    <Section>
      <Narrow>
        <BackLink to={activityListUrl(basePath)}>
          <BackArrowIcon direction={direction} />
          {t('detail.back')}
        </BackLink>
        <DetailContent basePath={basePath} />
      </Narrow>
    </Section>
  );
}
