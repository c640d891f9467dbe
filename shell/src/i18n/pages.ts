import type { TFunction } from 'i18next';
import { addTranslations, i18n, type Language } from '@edu/shared/i18n';
import './start';
import ar from './pages.ar.json';
import de from './pages.de.json';

/**
 * The static pages' texts (home, FAQ and what the legal pages share) live in the `pages`
 * namespace. Every page imports this module, so the namespace exists before the page renders.
 */
export const PAGES_NS = 'pages';

addTranslations(PAGES_NS, { ar, de });

/**
 * Adds a page's own long texts (about, imprint, privacy policy) to the `pages` namespace. They
 * ship in that page's lazily loaded chunk instead of the home page's, which stays small.
 */
export function addPageTexts(bundles: Record<Language, Record<string, unknown>>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, PAGES_NS, bundle, true, false);
  }
}

/** A list stored as a JSON array (bullets, paragraphs); an empty list when the key is missing. */
export function textList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A list of objects stored as a JSON array (legal sections); an empty list when missing. */
export function objectList<T extends object>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is T => typeof item === 'object' && item !== null) : [];
}
