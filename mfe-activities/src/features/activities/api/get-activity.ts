import useSWR from 'swr';
import { api, ApiError, requireParam } from '@edu/shared/api';
import type { Activity } from '../types';

export const activityKey = (id: string) => ['activities', 'detail', id] as const;

/** One activity, past ones included. */
export function getActivity(id: string | undefined): Promise<Activity> {
  const activityId = requireParam(id, 'id', 'getActivity');
  return api.get<Activity>(`/api/public/activities/${encodeURIComponent(activityId)}`);
}

/**
 * "Not found" for a visitor: the API answers 404 for an unknown id and 400 for one that is not
 * even an id (a mistyped link). Both mean the activity does not exist; neither is worth a retry.
 */
export function isActivityMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useActivity(id: string | undefined) {
  return useSWR(id ? activityKey(id) : null, () => getActivity(id), {
    shouldRetryOnError: (error) => !isActivityMissing(error),
  });
}
