import type { Revalidator, RevalidatorOptions } from 'swr';
import { CACHE_MS, swrDefaults } from './index';

type RetryConfig = Parameters<NonNullable<typeof swrDefaults.onErrorRetry>>[2];

describe('swrDefaults (spec 9)', () => {
  it('retries twice, does not refetch on focus and keeps data 5 minutes', () => {
    expect(swrDefaults.errorRetryCount).toBe(2);
    expect(swrDefaults.revalidateOnFocus).toBe(false);
    expect(swrDefaults.dedupingInterval).toBe(CACHE_MS);
    expect(CACHE_MS).toBe(300_000);
  });

  describe('onErrorRetry', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const retry = (retryCount: number, errorRetryCount = 2) => {
      const revalidate = jest.fn<Promise<boolean>, [RevalidatorOptions?]>(() => Promise.resolve(true));
      swrDefaults.onErrorRetry?.(new Error('x'), 'key', { errorRetryCount } as RetryConfig, revalidate as Revalidator, {
        retryCount,
        dedupe: true,
      });
      return revalidate;
    };

    it('retries with exponential backoff', () => {
      const revalidate = retry(1);
      jest.advanceTimersByTime(1999);
      expect(revalidate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount: 1 });

      const second = retry(2);
      jest.advanceTimersByTime(4000);
      expect(second).toHaveBeenCalledTimes(1);
    });

    it('stops after the configured number of retries', () => {
      const revalidate = retry(3);
      jest.advanceTimersByTime(60_000);
      expect(revalidate).not.toHaveBeenCalled();
    });

    it('caps the delay at 30 seconds', () => {
      const revalidate = retry(8, 10);
      jest.advanceTimersByTime(29_999);
      expect(revalidate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledTimes(1);
    });
  });
});
