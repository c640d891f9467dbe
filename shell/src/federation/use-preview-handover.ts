import { useCallback, useEffect, useRef } from 'react';
import { applyVisitorInput, readVisitorInput, type VisitorInput } from './remote-preview';

/**
 * Hands what the visitor did in a remote's preview (typed, chose, focused, tapped) to the
 * remote's page once it has replaced the preview. `previewRef` goes on the preview's slot,
 * `remoteRef` on the remote's; `remoteShown` turns true in the commit that swaps them.
 */
export function usePreviewHandover(remoteShown: boolean) {
  const visitorInput = useRef<VisitorInput | undefined>(undefined);
  const remoteRef = useRef<HTMLElement>(null);
  const previewRef = useCallback((slot: HTMLElement | null) => {
    if (!slot) return;
    // Runs as React removes the preview, before its markup leaves the page.
    return () => void (visitorInput.current = readVisitorInput(slot));
  }, []);
  useEffect(() => {
    const input = visitorInput.current;
    visitorInput.current = undefined;
    if (remoteShown && input && remoteRef.current) applyVisitorInput(remoteRef.current, input);
  }, [remoteShown]);
  return { previewRef, remoteRef };
}
