import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@edu/shared/api';
import type { HiringRequestPayload } from '../lib/build-payload';

export const HIRING_REQUESTS_PATH = '/api/hiring-requests';

/** The stored application as the API answers (only what the site reads). */
export interface HiringRequest {
  id: string;
  status: string;
  hiringAdId: string;
}

/** POST /api/hiring-requests with the application payload. */
export function createHiringRequest(payload: HiringRequestPayload): Promise<HiringRequest> {
  return api.post<HiringRequest>(HIRING_REQUESTS_PATH, payload);
}

/** SWR keys of hiring-request lists: `[path, query]` tuples or plain path strings. */
export function isHiringRequestsKey(key: unknown): boolean {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && (path === HIRING_REQUESTS_PATH || path.startsWith(`${HIRING_REQUESTS_PATH}?`));
}

/**
 * Creates an application; on success revalidates the keys it affects (spec 7: every cached
 * hiring-request list, e.g. of staff tools sharing the SWR cache). Open ads do not change.
 */
export function useCreateHiringRequest() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (payload: HiringRequestPayload) => {
      const created = await createHiringRequest(payload);
      void mutate(isHiringRequestsKey);
      return created;
    },
    [mutate],
  );
}
