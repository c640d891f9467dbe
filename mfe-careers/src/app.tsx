import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Container, Section } from '@edu/shared/ui/layout';
import { paths } from './config/paths';
import { JobsPage } from './features/jobs/components/jobs-page';
import { JobDetailSkeleton } from './features/jobs/components/job-detail-skeleton';
import { addCareersTranslations } from './i18n';

// In the shell i18n is running when this module loads, so the texts are there at once.
addCareersTranslations();

// The job page (sanitiser, structured data, dialog) loads when a job is opened.
const JobPage = lazy(() => import('./pages/job-page').then((module) => ({ default: module.JobPage })));

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
  // Under `./mount` i18n starts after this module loaded: add the texts before the first screen.
  addCareersTranslations();
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
