import type { TFunction } from 'i18next';
import { formatDate, formatNumber, localized, stripMarkup, truncate } from '@edu/shared/format';
import type { Job } from '../../../types/job';

/** Spec 9: a card shows the first 75 characters of the plain description. */
export const PREVIEW_LENGTH = 75;

export function jobTitle(job: Pick<Job, 'localizations'>, language: string): string {
  return localized(job.localizations, language, 'title');
}

/** Stored HTML of the description, in `language` or else any locale that has one. */
export function jobDescriptionHtml(job: Pick<Job, 'localizations'>, language: string): string {
  return localized(job.localizations, language, 'description');
}

/** Card text: markup stripped, cut to 75 characters plus '...' only when longer. */
export function jobPreview(job: Pick<Job, 'localizations'>, language: string): string {
  return truncate(stripMarkup(jobDescriptionHtml(job, language)), PREVIEW_LENGTH);
}

/**
 * '45.000 - 55.000 € pro Jahr' (German number format in both languages, spec 9). One amount
 * when both ends are equal; an empty string when the ad names no salary.
 */
export function salaryText(job: Pick<Job, 'salaryFrom' | 'salaryTo'>, t: TFunction): string {
  const from = job.salaryFrom > 0 ? job.salaryFrom : undefined;
  const to = job.salaryTo > 0 ? job.salaryTo : undefined;
  if (from === undefined && to === undefined) return '';
  const range =
    from !== undefined && to !== undefined && from !== to
      ? `${formatNumber(Math.min(from, to))} - ${formatNumber(Math.max(from, to))}`
      : formatNumber((from ?? to) as number);
  return t('job.salaryPerYear', { ns: 'careers', range });
}

/** 'Gepostet: DD.MM.YYYY'. */
export function postedText(job: Pick<Job, 'createdAt'>, t: TFunction): string {
  return t('job.posted', { ns: 'careers', date: formatDate(job.createdAt) });
}

export function employmentTypeLabel(type: string, t: TFunction): string {
  return t(`employmentTypes.${type}`, { ns: 'careers', defaultValue: type });
}

/**
 * Departments come from the API as one (German) name; known ones are shown in the visitor's
 * language, others as they are.
 */
export function departmentLabel(department: string, t: TFunction): string {
  return t(`departments.${department}`, { ns: 'careers', defaultValue: department });
}
