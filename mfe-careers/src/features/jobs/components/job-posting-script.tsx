import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@edu/shared/i18n';
import type { Job } from '../../../types/job';
import { jobPostingData, serializeJsonLd } from '../lib/job-posting';

/** schema.org JobPosting as JSON-LD inside the page, so search engines list the job. */
export function JobPostingScript({ job }: { job: Job }) {
  const { t } = useTranslation('careers');
  const language = useLanguage();
  const json = useMemo(
    () =>
      serializeJsonLd(
        jobPostingData(job, {
          language,
          organization: t('job.organization'),
          organizationUrl: typeof window === 'undefined' ? undefined : window.location.origin,
        }),
      ),
    [job, language, t],
  );
  // Not executable (type application/ld+json); the JSON is escaped so it cannot close the tag.
  return <script type="application/ld+json" data-testid="job-posting-jsonld" dangerouslySetInnerHTML={{ __html: json }} />;
}
