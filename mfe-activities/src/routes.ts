/** The remote's paths, named once. Relative route patterns; links are built from basePath. */
export const activityRoutes = {
  list: '',
  detail: ':activityId',
} as const;

export const activityListUrl = (basePath: string) => basePath || '/';

export const activityDetailUrl = (basePath: string, id: string) => `${basePath}/${encodeURIComponent(id)}`;
