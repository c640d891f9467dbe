import { paths } from '../config/paths';
import type { RemoteName } from '../federation/remote-route';
import { remoteRoutes } from '../routes';

/**
 * The pages written as HTML at build time (scripts/prerender.mjs), so a visitor sees the page
 * before any JavaScript runs. `exact` pages are the shell's own; a `prefix` page is the layout
 * around a remote's loading state, valid for every path below it (/careers/42 too).
 * The FAQ is left out: its content comes from the API, a build-time copy would show an empty list.
 */
export type PrerenderMatch = 'exact' | 'prefix';

export interface PrerenderedRoute {
  path: string;
  match: PrerenderMatch;
  /** A prefix page's remote: the shell's server asks it for a preview of the page (scripts/remote-preview.mjs). */
  remote?: RemoteName;
}

export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: paths.home, match: 'exact' },
  { path: paths.about, match: 'exact' },
  { path: paths.imprint, match: 'exact' },
  { path: paths.privacy, match: 'exact' },
  ...remoteRoutes.map(({ basePath, remote }) => ({ path: basePath, match: 'prefix' as const, remote })),
];

/** Whether the page prerendered for `route` is the one the router renders at `pathname`. */
export function prerenderFits(route: PrerenderedRoute, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return route.match === 'exact' ? path === route.path : path === route.path || path.startsWith(`${route.path}/`);
}
