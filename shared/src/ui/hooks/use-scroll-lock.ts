import { useEffect } from 'react';

/**
 * Locks page scrolling while `active` (dialogs, the mobile menu).
 *
 * Locks are counted, so nested dialogs work: the page scrolls again only when the last lock
 * is released, and an unmounted owner releases its lock too. While locked, the space of the
 * vanished scrollbar is kept so the page does not jump sideways.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string; scrollbarGutter: string } | undefined;

function scrollbarWidth(): number {
  const viewport = document.documentElement.clientWidth;
  // jsdom (and a document without layout) reports 0: there is no scrollbar to compensate.
  return viewport > 0 ? Math.max(0, window.innerWidth - viewport) : 0;
}

function lock(): void {
  locks += 1;
  if (locks > 1) return;
  const { body, documentElement: root } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight, scrollbarGutter: root.style.scrollbarGutter };
  const width = scrollbarWidth();
  if (width > 0) {
    if (typeof CSS !== 'undefined' && CSS.supports?.('scrollbar-gutter', 'stable')) {
      // Keeps the gutter on whichever side the browser draws it (left in some RTL browsers),
      // and fixed elements (the header) keep their width too.
      root.style.scrollbarGutter = 'stable';
    } else {
      const current = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + width}px`;
    }
  }
  body.style.overflow = 'hidden';
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  document.documentElement.style.scrollbarGutter = saved.scrollbarGutter;
  saved = undefined;
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
