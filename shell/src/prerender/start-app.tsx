import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from '@edu/shared/i18n';
import { capturePreviews } from '../federation/remote-preview';
import { prerenderFits, type PrerenderMatch } from './prerendered-routes';

/** What scripts/prerender.mjs wrote on #root: which page, for which paths, in which language. */
function prerenderedPageOf(container: HTMLElement) {
  const { prerenderedPath: path, prerenderedMatch: match, prerenderedLanguage: language } = container.dataset;
  if (!path || (match !== 'exact' && match !== 'prefix')) return undefined;
  return { path, match: match as PrerenderMatch, language };
}

/**
 * Starts React in #root. A prerendered page for this path and language is hydrated (its
 * markup stays, React attaches to it); anything else (the FAQ, a page not found, a build
 * without prerendering) is rendered from scratch, replacing what the document holds.
 * Both in a transition: React works in slices of a few milliseconds instead of one long task.
 * `pageLoaded`: the current page's chunk (preloadPageAt).
 */
export function startApp(container: HTMLElement, app: ReactElement, pageLoaded: Promise<void>): void {
  const page = prerenderedPageOf(container);
  // From here the app owns the page: a later language switch must not match the rule that
  // hides Arabic markup in a German document before the swap (scripts/prerender.mjs).
  for (const name of ['prerenderedPath', 'prerenderedMatch', 'prerenderedLanguage']) delete container.dataset[name];
  // A remote's preview stays on screen until the remote renders, hydrated or not (remote-preview.ts).
  capturePreviews(container);
  const fits = page !== undefined && page.language === currentLanguage() && prerenderFits(page, window.location.pathname);
  if (!fits) {
    startTransition(() => createRoot(container).render(app));
    return;
  }
  // The page's own chunk first: hydrated markup must not wait on it (see lazyPage). If it
  // fails to load, hydration goes ahead and the page's error handling takes over.
  void pageLoaded
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
}
