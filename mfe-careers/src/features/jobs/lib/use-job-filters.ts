import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasActiveFilters, NO_FILTERS, readFilters, writeFilters, type JobFilters } from './job-filters';

/** The list's filters, kept in the query string (useSearchParams) so the URL can be shared. */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  // `replace`: typing a search must not fill the history with one entry per keystroke.
  const update = useCallback(
    (patch: Partial<JobFilters>) => setParams((current) => writeFilters(current, patch), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => update(NO_FILTERS), [update]);

  return { filters, update, clear, active: hasActiveFilters(filters), search: params.toString() };
}
