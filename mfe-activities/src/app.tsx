import { Route, Routes } from 'react-router-dom';
import { addTranslations } from '@edu/shared/i18n';
import { ActivitiesList } from './features/activities/components/activities-list';
import { ActivityDetail } from './features/activities/components/activity-detail';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import { activityRoutes } from './routes';

/**
 * Adds the remote's namespace to the one i18n instance. Called on render rather than at module
 * top: through `./mount` this module is imported before mount() starts i18n, and i18next has
 * no resource store before init. addTranslations skips bundles that are already there.
 */
export function registerTranslations(): void {
  addTranslations('activities', { ar, de });
}

/** The activities routes, relative to wherever the host mounts them (`${basePath}/*`). */
export function ActivitiesApp({ basePath }: { basePath: string }) {
  registerTranslations();
  const base = basePath.replace(/\/+$/, '');
  return (
    <Routes>
      <Route index element={<ActivitiesList basePath={base} />} />
      <Route path={activityRoutes.detail} element={<ActivityDetail basePath={base} />} />
    </Routes>
  );
}
