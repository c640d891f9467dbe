import useSWR from 'swr';
import { api, type ListResponse } from '@edu/shared/api';
import type { Activity } from '../types';

const PATH = '/api/public/activities';

/** SWR key of the upcoming list; the response holds every locale, so the language is not part of it. */
export const upcomingActivitiesKey = ['activities', 'upcoming'] as const;

/** Upcoming activities, soonest first (the API sorts and filters). */
export function getUpcomingActivities(): Promise<ListResponse<Activity>> {
  return api.get<ListResponse<Activity>>(PATH);
}

export function useUpcomingActivities() {
  return useSWR(upcomingActivitiesKey, getUpcomingActivities);
}
