import { addTranslations, i18n } from '@edu/shared/i18n';
import ar from './ar.json';
import de from './de.json';

/** The remote's i18n namespace. */
export const NAMESPACE = 'careers';

/**
 * Adds the `careers` texts to the site's one i18next instance. Idempotent, and a no-op before
 * i18next is started: i18next has no resource store until `init`, and `./mount` imports this
 * module before it starts i18n (the app adds its texts again when it first renders).
 */
export function addCareersTranslations(): void {
  if (!i18n.isInitialized) return;
  addTranslations(NAMESPACE, { ar, de });
}
