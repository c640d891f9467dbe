/**
 * The remote's routes, named once. Route patterns are relative (the shell mounts `./App`
 * under `${basePath}/*`); links are built from the base path the remote was given.
 */
export const paths = {
  /** Where the shell and the development harness mount the remote. */
  base: '/careers',
  list: '',
  /** Route pattern of one job, relative to the base path. */
  job: ':jobId',
} as const;

/** Link to the list of open jobs, optionally with a filter query string. */
export function jobsListPath(basePath: string, search = ''): string {
  const path = basePath || '/';
  return search ? `${path}?${search.replace(/^\?/, '')}` : path;
}

/** Link to one job's page. */
export function jobPath(basePath: string, jobId: string): string {
  return `${basePath}/${encodeURIComponent(jobId)}`;
}
