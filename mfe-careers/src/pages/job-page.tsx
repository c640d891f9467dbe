import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { errorText } from '@edu/shared/api';
import { useLanguage } from '@edu/shared/i18n';
import { ButtonLink } from '@edu/shared/ui/button';
import { EmptyState } from '@edu/shared/ui/empty-state';
import { ErrorState } from '@edu/shared/ui/error-state';
import { Container, Section } from '@edu/shared/ui/layout';
import { jobsListPath } from '../config/paths';
import { useOpenJob } from '../features/jobs/api/get-open-jobs';
import { BackToJobsLink } from '../features/jobs/components/back-link';
import { JobDetail } from '../features/jobs/components/job-detail';
import { JobDetailSkeleton } from '../features/jobs/components/job-detail-skeleton';
import { JobPostingScript } from '../features/jobs/components/job-posting-script';
import { jobTitle } from '../features/jobs/lib/job-format';
import { useDocumentTitle } from '../features/jobs/lib/use-document-title';
import type { Job } from '../types/job';

// The form libraries (react-hook-form, yup) load with the dialog, not with the list.
const loadDialog = () => import('../features/application/components/application-dialog');
const ApplicationDialog = lazy(loadDialog);

/** Route `:jobId`: the job from the open-jobs list (same request as the list, so no second one). */
export function JobPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('careers');
  const language = useLanguage();
  const { jobId } = useParams();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const { job, data, error, mutate } = useOpenJob(jobId);

  // The selected job opens the dialog; a successful application clears it (spec 2).
  const [selectedJob, setSelectedJob] = useState<Job | null>(null);
  // Mounted from the first opening on, so closing and reopening keeps what was typed.
  const [dialogMounted, setDialogMounted] = useState(false);

  useDocumentTitle(job ? t('job.documentTitle', { title: jobTitle(job, language) }) : undefined);

  const apply = () => {
    if (!job) return;
    setDialogMounted(true);
    setSelectedJob(job);
  };

  let content;
  if (!data && error) {
    content = <ErrorState message={errorText(error, t)} onRetry={() => void mutate()} />;
  } else if (!data) {
    content = <JobDetailSkeleton />;
  } else if (!job) {
    content = (
      <EmptyState
        title={t('job.notFound')}
        description={t('job.notFoundDescription')}
        action={<ButtonLink to={jobsListPath(basePath, listSearch)}>{t('job.backToList')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <>
        <JobPostingScript job={job} />
        {/* The dialog's code is fetched when the visitor heads for 'Bewerbung', not with the page. */}
        <JobDetail job={job} onApply={apply} onApplyIntent={() => void loadDialog()} />
        {dialogMounted && (
          <Suspense fallback={null}>
            <ApplicationDialog
              job={job}
              open={selectedJob?.id === job.id}
              onClose={() => setSelectedJob(null)}
              onSubmitted={() => setSelectedJob(null)}
            />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <Section>
      <Container>
        {/* The "not found" state has its own way back. */}
        {(!data || job) && <BackToJobsLink basePath={basePath} listSearch={listSearch} />}
        {content}
      </Container>
    </Section>
  );
}
