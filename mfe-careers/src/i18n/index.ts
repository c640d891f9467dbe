import { addTranslations } from '@edu/shared/i18n';
import ar from './ar.json';
import de from './de.json';

/** The remote's i18n namespace. */
export const NAMESPACE = 'careers';

/**
 * Adds the `careers` texts to the site's one i18next instance. Idempotent; before i18n starts
 * (`./mount` imports the app first) shared queues them until it does.
 */
export function addCareersTranslations(): void {
  addTranslations(NAMESPACE, { ar, de });
}
