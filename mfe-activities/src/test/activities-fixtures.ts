import type { Activity, ActivityLocalization } from '../features/activities/types';

/** 18:30 in Berlin (summer time, UTC+2). */
export const EVENING_DATE = '2030-06-15T16:30:00.000Z';

export function localization(overrides: Partial<ActivityLocalization> & { locale: string }): ActivityLocalization {
  return { title: `Titel ${overrides.locale}`, description: 'Beschreibung', location: null, ...overrides };
}

/** An activity as the API returns it; German and Arabic by default. */
export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: '6f1c1f0e-3d5a-4a2b-9c43-0d7f1e2a3b4c',
    date: EVENING_DATE,
    systemId: null,
    localizations: [
      localization({ locale: 'de', title: 'Lesenacht in der Bibliothek', description: 'Wir lesen gemeinsam.', location: 'Sonnenallee 1, Berlin' }),
      localization({ locale: 'ar', title: 'ليلة القراءة في المكتبة', description: 'نقرأ معًا.', location: 'شارع زونن 1، برلين' }),
    ],
    medias: [],
    ...overrides,
  };
}
