import { useTranslation } from 'react-i18next';
import { errorText } from '@edu/shared/api';
import { EmptyState } from '@edu/shared/ui/empty-state';
import { ErrorState } from '@edu/shared/ui/error-state';
import { CardGrid, Container, PageHeading, Section } from '@edu/shared/ui/layout';
import { SkeletonGrid } from '@edu/shared/ui/skeleton';
import { useUpcomingActivities } from '../api/get-upcoming-activities';
import { ActivityCard } from './activity-card';

/** Spec 9: six placeholder cards while the list loads. */
export const SKELETON_CARDS = 6;
const HEADING_ID = 'activities-heading';
/** Cards in the first row at the widest layout (3 columns): their images load at once. */
const FIRST_ROW = 3;

function ListContent({ basePath }: { basePath: string }) {
  const { t } = useTranslation('activities');
  const { data, error, mutate } = useUpcomingActivities();

  // Data already shown stays while a background refresh fails; the error state is for a failed first load.
  if (error && !data) return <ErrorState message={errorText(error, t)} onRetry={() => void mutate()} />;
  // Not `isLoading`: SWR reports it on the first render even with data at hand (a server
  // preview's, a cached one), which would replace that data by the skeletons for a moment.
  if (!data) return <SkeletonGrid count={SKELETON_CARDS} label={t('list.loading')} />;
  if (data.data.length === 0) {
    return <EmptyState title={t('empty.noData', { ns: 'common' })} description={t('empty.description')} />;
  }
  return (
    <CardGrid as="ul" aria-labelledby={HEADING_ID}>
      {data.data.map((activity, index) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} basePath={basePath} eager={index < FIRST_ROW} priority={index === 0} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The index route: upcoming activities and events, soonest first. */
export function ActivitiesList({ basePath }: { basePath: string }) {
  const { t } = useTranslation('activities');
  return (
    <Section>
      <Container>
        <PageHeading id={HEADING_ID} title={t('list.title')} subtitle={t('list.subtitle')} />
        <ListContent basePath={basePath} />
      </Container>
    </Section>
  );
}
