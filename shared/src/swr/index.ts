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
