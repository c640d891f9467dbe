import useSWR from 'swr';
import { api, type ListResponse } from '@edu/shared/api';
import type { Job } from '../../../types/job';

/**
 * Spec 7/9: the list and every job page read the same request (offset 0, limit 1000, public
 * flag), so a job opened from the list is already in the cache: no second request.
 */
export const OPEN_JOBS_PATH = '/api/public-hiring-ads/open-hiring';
export const OPEN_JOBS_QUERY = { skip: 0, limit: 1000, isActive: true } as const;

/** SWR key of the open-jobs list; a write that affects it revalidates this key. */
export const openJobsKey = [OPEN_JOBS_PATH, OPEN_JOBS_QUERY] as const;

export function getOpenJobs(): Promise<ListResponse<Job>> {
  return api.get<ListResponse<Job>>(OPEN_JOBS_PATH, OPEN_JOBS_QUERY);
}

export function useOpenJobs() {
  return useSWR(openJobsKey, getOpenJobs);
}

/** A job of the open list by id; ids are UUIDs, and a link typed in capitals still finds its job. */
export function findOpenJob(list: ListResponse<Job> | undefined, jobId: string | undefined): Job | undefined {
  const wanted = jobId?.toLowerCase();
  return wanted ? list?.data.find((item) => item.id.toLowerCase() === wanted) : undefined;
}

/** One job of the open list (undefined while loading, and when there is no such open job). */
export function useOpenJob(jobId: string | undefined) {
  const result = useOpenJobs();
  return { ...result, job: findOpenJob(result.data, jobId) };
}
