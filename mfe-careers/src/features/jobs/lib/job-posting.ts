import { stripMarkup } from '@edu/shared/format';
import { imageUrl } from '@edu/shared/api';
import type { EmploymentType, Job } from '../../../types/job';
import { jobDescriptionHtml, jobTitle } from './job-format';

/** schema.org knows no mini job; it is part-time work with a small income. */
const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  MINI_JOB: 'PART_TIME',
  INTERNSHIP: 'INTERN',
};

export interface JobPostingOptions {
  language: string;
  organization: string;
  /** Address of the organisation's site, e.g. the page's origin. */
  organizationUrl?: string;
  /** The ad's last day, when the API names one (it does not yet). */
  validThrough?: string;
}

/**
 * schema.org JobPosting of one job (https://schema.org/JobPosting), so search engines can list
 * it as a job. Every job is in Berlin; salaries are EUR per year.
 */
export function jobPostingData(job: Job, options: JobPostingOptions): Record<string, unknown> {
  const hasSalary = job.salaryFrom > 0 || job.salaryTo > 0;
  const image = imageUrl(job.image?.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobTitle(job, options.language),
    description: stripMarkup(jobDescriptionHtml(job, options.language)),
    identifier: { '@type': 'PropertyValue', name: options.organization, value: job.id },
    datePosted: job.createdAt,
    ...(options.validThrough ? { validThrough: options.validThrough } : {}),
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employmentType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: options.organization,
      ...(options.organizationUrl ? { sameAs: options.organizationUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      ...(job.location ? { name: job.location } : {}),
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressRegion: 'Berlin', addressCountry: 'DE' },
    },
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: Math.min(job.salaryFrom || job.salaryTo, job.salaryTo || job.salaryFrom),
              maxValue: Math.max(job.salaryFrom, job.salaryTo),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    ...(image ? { image } : {}),
    directApply: true,
  };
}

/** JSON for an inline <script>: `<` is escaped so a text containing '</script>' cannot end it. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
