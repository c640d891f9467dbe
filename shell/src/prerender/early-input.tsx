import { useEffect } from 'react';

/**
 * A prerendered page shows its buttons before the app has started (the menu toggle, the
 * language switch). A tap in that moment must not be lost: this inline script, in the page's
 * <head>, holds clicks on buttons until the app has hydrated, which then clicks them again.
 * Links need nothing: without the app they are ordinary links to prerendered pages.
 * A remote's preview (remote-preview.ts) stays plain markup until the remote has rendered, so
 * taps on its buttons are held until then, and its forms are never sent by the browser itself
 * (that would put what was typed into the address).
 */
export const HOLD_EARLY_CLICKS_SCRIPT =
  "window.__heldClicks=[];window.__previewTaps=[];document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');if(!b)return;var q=b.closest('[data-remote-preview]')?window.__previewTaps:window.__heldClicks;if(!q)return;e.preventDefault();e.stopPropagation();q.indexOf(b)<0&&q.push(b)},true);document.addEventListener('submit',function(e){if(e.target.closest&&e.target.closest('[data-remote-preview]'))e.preventDefault()},true);" +
  // A press that starts on a preview's button counts as its tap: the remote's page may replace
  // the button before the press ends, and that click would then reach no button at all.
  "function pb(e){var b=e.target.closest&&e.target.closest('button');return b&&b.closest('[data-remote-preview]')&&b}" +
  "document.addEventListener('pointerdown',function(e){var b=pb(e),q=window.__previewTaps;b&&q&&q.indexOf(b)<0&&q.push(b)},true);" +
  "document.addEventListener('pointercancel',function(e){var b=pb(e),q=window.__previewTaps,i=b&&q?q.indexOf(b):-1;i>=0&&q.splice(i,1)},true)";

declare global {
  interface Window {
    __heldClicks?: HTMLButtonElement[];
    /** Buttons of a preview tapped so far; remote-preview.ts hands them to the remote's page. */
    __previewTaps?: HTMLButtonElement[];
  }
}

/** Stops holding clicks and replays the held ones on the (same, now hydrated) buttons. */
export function replayHeldClicks(): void {
  const held = window.__heldClicks ?? [];
  delete window.__heldClicks;
  for (const button of held) if (button.isConnected) button.click();
}

/**
 * An in-page link (#rights) followed while the app was starting can lose its scroll: the
 * styles are re-attached as the app takes over the page. The target is brought into view again.
 */
export function revealHashTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const { top, bottom } = target.getBoundingClientRect();
  if (bottom < 0 || top > window.innerHeight) target.scrollIntoView();
}

/**
 * Rendered last inside the routes' boundary: its effect runs once the whole page has
 * hydrated. It also marks <html data-app-ready>, which end-to-end tests wait for.
 */
export function ReplayEarlyInput() {
  useEffect(() => {
    replayHeldClicks();
    revealHashTarget();
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}
