import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPage } from '@edu/shared/lazy';
import { Container, Section } from '@edu/shared/ui/layout';
import { paths } from './config/paths';
import { JobsPage } from './features/jobs/components/jobs-page';
import { JobDetailSkeleton } from './features/jobs/components/job-detail-skeleton';
import { addCareersTranslations } from './i18n';

// The namespace is there before the first careers screen renders (in the shell and via ./mount).
addCareersTranslations();

// The job page (sanitiser, structured data, dialog) loads when a job is opened.
const JobPage = lazyPage<{ basePath: string }>(() => import('./pages/job-page').then((module) => ({ default: module.JobPage })));

/** Loads the code of the page at a path below the base path ('' is the list, '/42' a job). */
export function preloadRoute(relativePath: string): Promise<void> {
  return relativePath.replace(/\/+$/, '') === '' ? Promise.resolve() : JobPage.preload();
}

function JobPageFallback() {
  return (
    <Section>
      <Container>
        <JobDetailSkeleton />
      </Container>
    </Section>
  );
}

/** The careers routes, relative to wherever the remote is mounted (`${basePath}/*`). */
export function CareersApp({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route index element={<JobsPage basePath={basePath} />} />
      <Route
        path={paths.job}
        element={
          <Suspense fallback={<JobPageFallback />}>
            <JobPage basePath={basePath} />
          </Suspense>
        }
      />
      {/* Deeper paths name no job: the job page shows its "not found" state. */}
      <Route
        path="*"
        element={
          <Suspense fallback={<JobPageFallback />}>
            <JobPage basePath={basePath} />
          </Suspense>
        }
      />
    </Routes>
  );
}
