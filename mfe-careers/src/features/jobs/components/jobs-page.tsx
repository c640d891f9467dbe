import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '@edu/shared/api';
import { useLanguage } from '@edu/shared/i18n';
import { EmptyState } from '@edu/shared/ui/empty-state';
import { ErrorState } from '@edu/shared/ui/error-state';
import { CardGrid, Container, Section } from '@edu/shared/ui/layout';
import { Skeleton } from '@edu/shared/ui/skeleton';
import { useOpenJobs } from '../api/get-open-jobs';
import { filterJobs, filterOptions } from '../lib/job-filters';
import { useJobFilters } from '../lib/use-job-filters';
import { JobCard } from './job-card';
import { ClearFiltersButton, JobFilterBar } from './job-filter-bar';
import { JobListSkeleton } from './job-list-skeleton';
import { JobsHeader } from './jobs-header';

const ResultRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  min-height: 44px;
  margin-bottom: 16px;

  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Grid cells stretch; the card inside fills its cell so a row's cards are equally tall. */
const GridItem = styled.li`
  display: flex;

  > * {
    flex: 1;
  }
`;

/** Index route: the open jobs with search and filters (spec 2 "Careers list"). */
export function JobsPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('careers');
  const language = useLanguage();
  const { data, error, mutate } = useOpenJobs();
  const { filters, update, clear, active, search } = useJobFilters();

  const jobs = useMemo(() => data?.data ?? [], [data]);
  const visible = useMemo(() => filterJobs(jobs, filters), [jobs, filters]);
  const options = useMemo(() => filterOptions(jobs, language), [jobs, language]);

  let content;
  if (!data && error) {
    content = <ErrorState message={errorText(error, t)} onRetry={() => void mutate()} />;
  } else if (!data) {
    // The filter bar and the count line are there from the start, so nothing moves when the
    // jobs arrive.
    content = (
      <>
        <JobFilterBar filters={filters} options={options} onChange={update} />
        <ResultRow>
          <Skeleton width={160} height="1.4em" />
        </ResultRow>
        <JobListSkeleton count={6} />
      </>
    );
  } else if (jobs.length === 0) {
    content = <EmptyState title={t('list.empty')} description={t('list.emptyDescription')} />;
  } else {
    content = (
      <>
        <JobFilterBar filters={filters} options={options} onChange={update} />
        <ResultRow>
          {/* Announced when a filter changes the number of results. */}
          <p role="status" data-testid="result-count">
            {t('list.results', { count: visible.length })}
          </p>
          {active && <ClearFiltersButton onClear={clear} />}
        </ResultRow>
        {visible.length === 0 ? (
          <EmptyState title={t('list.empty')} description={t('list.noMatchDescription')} action={<ClearFiltersButton onClear={clear} />} />
        ) : (
          <CardGrid as="ul" aria-label={t('list.jobsLabel')}>
            {visible.map((job) => (
              <GridItem key={job.id}>
                <JobCard job={job} basePath={basePath} listSearch={search} />
              </GridItem>
            ))}
          </CardGrid>
        )}
      </>
    );
  }

  return (
    <Section>
      <Container>
        <JobsHeader openCount={data?.count} />
        {content}
      </Container>
    </Section>
  );
}
