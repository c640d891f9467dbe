import { mutate } from 'swr';
import type { SWRConfiguration } from 'swr';

/** Spec 9: two retries, no refetch on window focus, data kept (not refetched) for 5 minutes. */
export const CACHE_MS = 5 * 60 * 1000;

export const swrDefaults: SWRConfiguration = {
  errorRetryCount: 2,
  revalidateOnFocus: false,
  // SWR has no cache lifetime; within this window the same key is served from cache.
  dedupingInterval: CACHE_MS,
  // Exponential backoff capped at 30 s (spec 9).
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    if (retryCount > (config.errorRetryCount ?? 2)) return;
    const delay = Math.min(1000 * 2 ** retryCount, 30_000);
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
};

/**
 * Puts the data the server wrote into the page (a remote's preview, scripts/remote-preview.mjs)
 * into SWR's cache, keyed as the hooks key it: the remote's first render in the browser then
 * shows the same page as the preview, not its loading state, and asks the API only to refresh.
 */
export function primeCacheFromPage(root: ParentNode = document): void {
  for (const script of root.querySelectorAll('script[data-swr-fallback]')) {
    try {
      const entries = JSON.parse(script.textContent ?? '{}') as Record<string, unknown>;
      // A serialized key is a string, which SWR uses as the cache key unchanged.
      for (const [key, data] of Object.entries(entries)) void mutate(key, data, { revalidate: false });
    } catch {
      // Unreadable data: the remote loads it from the API as without a preview.
    }
  }
}
