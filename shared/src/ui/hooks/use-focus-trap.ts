import { useEffect, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false;
  // Of a radio group only the checked radio (or the first one) is in the tab order.
  if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
    const scope = element.form ?? element.ownerDocument;
    const group = Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
      (radio) => radio.name === element.name,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === element : group[0] === element;
  }
  return true;
}

export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(isTabbable);
}

/** Open traps, innermost last: only the innermost one handles keys and stray focus. */
const traps: HTMLElement[] = [];

export interface FocusTrapOptions {
  /** Focused on activation; else the first `[data-autofocus]`, else the first tabbable, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `containerRef` while `active`: focus moves in on activation,
 * Tab and Shift+Tab cycle, focus that escapes (a click elsewhere) is pulled back, and on
 * deactivation focus returns to the element that had it before.
 * The container should have tabIndex={-1} so it can take focus when it has nothing tabbable.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const { initialFocus } = options;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    traps.push(container);

    const first = () => tabbableElements(container)[0] ?? container;
    const isInnermost = () => traps[traps.length - 1] === container;

    const target = initialFocus?.current ?? container.querySelector<HTMLElement>('[data-autofocus]') ?? first();
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isInnermost()) return;
      const items = tabbableElements(container);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === container || !container.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (isInnermost() && event.target instanceof Node && !container.contains(event.target)) first().focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      traps.splice(traps.lastIndexOf(container), 1);
      // Back to where the visitor was (the button that opened the dialog), if it still exists.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // The initial-focus ref is read once, on activation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, containerRef]);
}
