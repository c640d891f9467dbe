import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Spec 9: the statistics count up over 2000 ms. */
export const COUNT_DURATION_MS = 2000;

/** Fast start, gentle landing: the last digits settle instead of stopping abruptly. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `duration` once `running` turns true (driven by
 * requestAnimationFrame, so it pauses in background tabs and never runs twice).
 */
export function useCountUp(target: number, running: boolean, duration = COUNT_DURATION_MS): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / duration);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running, target, duration]);
  return value;
}

/**
 * True from the first time the element is at least `threshold` visible, and then for good:
 * the observer disconnects, so scrolling away and back does not restart anything.
 * Without IntersectionObserver (very old browsers) it is true at once.
 */
export function useSeenOnce(ref: RefObject<Element | null>, enabled: boolean, threshold = 0.35): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, seen, threshold]);
  return seen;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The visitor's "reduce motion" wish. False at build time and while the prerendered page
 * hydrates (as the build-time markup was made), the visitor's setting right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
