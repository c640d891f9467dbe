import { job } from '../../../test/fixtures';
import { filterJobs, filterOptions, hasActiveFilters, NO_FILTERS, normalizeForSearch, readFilters, writeFilters } from './job-filters';

const math = job({ department: 'Schule', employmentType: 'FULL_TIME', location: 'Berlin-Moabit' });
const shop = job({
  department: 'Verlag',
  employmentType: 'MINI_JOB',
  location: 'Berlin-Schöneberg',
  localizations: [
    { locale: 'de', title: 'Aushilfe in der Buchhandlung', description: '<p>Kasse und Beratung</p>' },
    { locale: 'ar', title: 'مساعد في متجر الكتب', description: '<p>الصندوق والاستشارة</p>' },
  ],
});
const intern = job({ department: 'Verlag', employmentType: 'INTERNSHIP', location: 'Berlin-Mitte' });
const jobs = [math, shop, intern];

describe('filters in the query string', () => {
  it('reads every filter from its parameter', () => {
    expect(readFilters(new URLSearchParams('q=lehr&department=Schule&type=FULL_TIME&location=Berlin-Moabit'))).toEqual({
      search: 'lehr',
      department: 'Schule',
      employmentType: 'FULL_TIME',
      location: 'Berlin-Moabit',
    });
    expect(readFilters(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });

  it('writes changes, drops empty ones and keeps unrelated parameters', () => {
    const next = writeFilters(new URLSearchParams('utm=x&q=alt&type=PART_TIME'), { search: 'neu', employmentType: '' });
    expect(next.toString()).toBe('utm=x&q=neu');
  });

  it('knows whether any filter is active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, location: 'Berlin-Mitte' })).toBe(true);
  });
});

describe('filterJobs', () => {
  it('returns everything without filters', () => {
    expect(filterJobs(jobs, NO_FILTERS)).toEqual(jobs);
  });

  it('filters by department, job type and location together', () => {
    expect(filterJobs(jobs, { ...NO_FILTERS, department: 'Verlag' })).toEqual([shop, intern]);
    expect(filterJobs(jobs, { ...NO_FILTERS, department: 'Verlag', employmentType: 'INTERNSHIP' })).toEqual([intern]);
    expect(filterJobs(jobs, { ...NO_FILTERS, location: 'Berlin-Moabit', department: 'Verlag' })).toEqual([]);
  });

  it('searches titles and descriptions in every language, ignoring case, accents and markup', () => {
    expect(filterJobs(jobs, { ...NO_FILTERS, search: 'BUCHHANDLUNG' })).toEqual([shop]);
    expect(filterJobs(jobs, { ...NO_FILTERS, search: 'الكتب' })).toEqual([shop]);
    expect(filterJobs(jobs, { ...NO_FILTERS, search: 'schoneberg' })).toEqual([shop]);
    expect(filterJobs(jobs, { ...NO_FILTERS, search: 'kasse beratung' })).toEqual([shop]);
    expect(filterJobs(jobs, { ...NO_FILTERS, search: 'kasse mathematik' })).toEqual([]);
    expect(filterJobs(jobs, { ...NO_FILTERS, search: 'strong' })).toEqual([]);
  });

  it('normalises Arabic vowel marks away', () => {
    expect(normalizeForSearch('مُعَلِّم')).toBe('معلم');
  });
});

describe('filterOptions', () => {
  it('derives sorted, distinct options from the loaded jobs', () => {
    expect(filterOptions(jobs, 'de')).toEqual({
      departments: ['Schule', 'Verlag'],
      employmentTypes: ['FULL_TIME', 'MINI_JOB', 'INTERNSHIP'],
      locations: ['Berlin-Mitte', 'Berlin-Moabit', 'Berlin-Schöneberg'],
    });
  });
});
