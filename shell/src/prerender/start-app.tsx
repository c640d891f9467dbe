import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from '@edu/shared/i18n';
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
 */
export function startApp(container: HTMLElement, app: ReactElement): void {
  const page = prerenderedPageOf(container);
  const fits = page !== undefined && page.language === currentLanguage() && prerenderFits(page, window.location.pathname);
  startTransition(() => {
    if (fits) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
