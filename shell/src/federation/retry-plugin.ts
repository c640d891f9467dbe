import { RetryPlugin } from '@module-federation/retry-plugin';

/** First failure layer: a manifest or entry that fails to load is fetched again twice. */
export default function remoteRetryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
}
