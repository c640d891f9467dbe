import type { Localization } from '@edu/shared/api';

/** One language version of an activity (spec 3). */
export interface ActivityLocalization extends Localization {
  title: string;
  description: string;
  location: string | null;
}

/** An activity or event as the public API returns it (GET /api/public/activities[/{id}]). */
export interface Activity {
  id: string;
  /** ISO date-time of the start. */
  date: string;
  systemId: string | null;
  localizations: ActivityLocalization[];
  medias: { media: { path: string } }[];
}
