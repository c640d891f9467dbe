import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Input that means the visitor scrolls on their own: the page stops steering then. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a smooth scroll to the top is seen through (the new page's data arrives meanwhile). */
const FOLLOW_THROUGH_MS = 2000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the top; returns a function that stops any follow-through.
 *
 * A smooth scroll ends early when the document shrinks under it (a new page's skeleton replaced
 * by its data clamps the position), leaving the visitor mid-page. So when a smooth scroll ends
 * short of the top, it is started again, until the visitor scrolls on their own or time is up.
 */
function scrollToTop(smooth: boolean): () => void {
  window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'auto' });
  if (!smooth) return () => undefined;

  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', onScrollEnd);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const onScrollEnd = () => {
    if (window.scrollY > 0) window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
    else stop();
  };
  const timer = window.setTimeout(stop, FOLLOW_THROUGH_MS);
  window.addEventListener('scrollend', onScrollEnd);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Spec 2: at every path change the page scrolls smoothly to the top (instantly for visitors who
 * prefer reduced motion). Only the path counts: a changed query (a filter) keeps the position.
 */
export function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return scrollToTop(!prefersReducedMotion());
  }, [pathname]);
}
