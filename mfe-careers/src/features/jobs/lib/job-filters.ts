import { stripMarkup } from '@edu/shared/format';
import { EMPLOYMENT_TYPES, type Job } from '../../../types/job';

/** The careers search (spec 2): free text plus department, job type and location. */
export interface JobFilters {
  search: string;
  department: string;
  employmentType: string;
  location: string;
}

/** Query-string names of the filters, so a filtered list is a shareable URL. */
export const FILTER_PARAMS: Record<keyof JobFilters, string> = {
  search: 'q',
  department: 'department',
  employmentType: 'type',
  location: 'location',
};

const FILTER_KEYS = Object.keys(FILTER_PARAMS) as (keyof JobFilters)[];

export const NO_FILTERS: JobFilters = { search: '', department: '', employmentType: '', location: '' };

export function readFilters(params: URLSearchParams): JobFilters {
  const filters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(FILTER_PARAMS[key]) ?? '';
  return filters;
}

/** A copy of `params` with `patch` applied; empty filters leave the URL, other params stay. */
export function writeFilters(params: URLSearchParams, patch: Partial<JobFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key] ?? '';
    if (value.trim() === '') next.delete(FILTER_PARAMS[key]);
    else next.set(FILTER_PARAMS[key], value);
  }
  return next;
}

export function hasActiveFilters(filters: JobFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/** Case- and accent-insensitive form of a text: German umlauts and Arabic vowel marks are ignored. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de');
}

/** Everything a search can match: title and description in every language, and the facts. */
function searchableText(job: Job): string {
  const texts = job.localizations.flatMap((entry) => [entry.title, stripMarkup(entry.description)]);
  return normalizeForSearch([...texts, job.department, job.location].join(' '));
}

/** Jobs matching every given filter; each word of the search must occur somewhere. */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const words = normalizeForSearch(filters.search).split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    if (filters.department && job.department !== filters.department) return false;
    if (filters.employmentType && job.employmentType !== filters.employmentType) return false;
    if (filters.location && job.location !== filters.location) return false;
    if (words.length === 0) return true;
    const text = searchableText(job);
    return words.every((word) => text.includes(word));
  });
}

export interface FilterOptions {
  departments: string[];
  employmentTypes: string[];
  locations: string[];
}

const distinctSorted = (values: string[], language: string) =>
  [...new Set(values.filter((value) => value.trim() !== ''))].sort((a, b) => a.localeCompare(b, language));

const rank = (type: string) => {
  const index = (EMPLOYMENT_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? EMPLOYMENT_TYPES.length : index;
};

/** Options are derived from the loaded jobs, so no filter can lead to a value no job has. */
export function filterOptions(jobs: readonly Job[], language: string): FilterOptions {
  return {
    departments: distinctSorted(jobs.map((job) => job.department), language),
    // In the API's order (full time first), not alphabetically by code.
    employmentTypes: [...new Set(jobs.map((job) => job.employmentType))].sort(
      (a, b) => rank(a) - rank(b) || a.localeCompare(b),
    ),
    locations: distinctSorted(jobs.map((job) => job.location), language),
  };
}
