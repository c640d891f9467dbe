import { useEffect } from 'react';
import { holdForRemote } from '../federation/remote-preview';

/**
 * A prerendered page shows its buttons before the app has started (the menu toggle, the
 * language switch). A tap in that moment must not be lost: this inline script, in the page's
 * <head>, holds clicks on buttons until the app has hydrated, which then clicks them again.
 * Links need nothing: without the app they are ordinary links to prerendered pages.
 */
export const HOLD_EARLY_CLICKS_SCRIPT =
  "window.__heldClicks=[];document.addEventListener('click',function(e){var q=window.__heldClicks;var b=q&&e.target.closest&&e.target.closest('button');if(b){e.preventDefault();e.stopPropagation();q.indexOf(b)<0&&q.push(b)}},true)";

declare global {
  interface Window {
    __heldClicks?: HTMLButtonElement[];
  }
}

/**
 * Stops holding clicks and replays the held ones on the (same, now hydrated) buttons. A button
 * of a remote's preview is tapped later, on the remote's page (holdForRemote).
 */
export function replayHeldClicks(): void {
  const held = window.__heldClicks ?? [];
  delete window.__heldClicks;
  for (const button of held) if (button.isConnected && !holdForRemote(button)) button.click();
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
