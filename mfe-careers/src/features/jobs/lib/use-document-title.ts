import { useEffect } from 'react';

/** Sets the tab's title while the component is shown and restores the previous one after. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title || typeof document === 'undefined') return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
