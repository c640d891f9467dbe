import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False when rendering at build time and while React hydrates that markup, true in every render
 * after (and at once in a page that was not prerendered). Parts that only exist in a browser
 * (a remote, loaded at runtime) render their placeholder until then, so the browser's first
 * render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
