// The server-side preview of the activities pages (Node, built by rspack.render.config.ts).
import { createPreviewRenderer } from '@edu/shared/render';
import { ActivitiesApp } from './app';
import { activityKey, getActivity } from './features/activities/api/get-activity';
import { getUpcomingActivities, upcomingActivitiesKey } from './features/activities/api/get-upcoming-activities';

export const renderPreview = createPreviewRenderer(ActivitiesApp, (relativePath) => {
  if (relativePath === '') return [{ key: upcomingActivitiesKey, load: getUpcomingActivities }];
  const id = /^\/([^/]+)$/.exec(relativePath)?.[1];
  return id ? [{ key: activityKey(decodeURIComponent(id)), load: () => getActivity(decodeURIComponent(id)) }] : undefined;
});
