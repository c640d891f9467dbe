import { imageUrl } from '@edu/shared/api';
import { localized } from '@edu/shared/format';
import type { Activity } from './types';

export interface ActivityText {
  title: string;
  description: string;
  location: string;
}

/** The visitor's language first; any field missing there falls back to a locale that has it. */
export function activityText(activity: Activity, language: string): ActivityText {
  return {
    title: localized(activity.localizations, language, 'title'),
    description: localized(activity.localizations, language, 'description'),
    location: localized(activity.localizations, language, 'location').trim(),
  };
}

/** Absolute URL of the first image, or undefined when the activity has none. */
export function activityImage(activity: Activity): string | undefined {
  return imageUrl(activity.medias[0]?.media.path);
}
