import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import ar from './locales/ar.json';
import de from './locales/de.json';
import { directionOf, initLanguage, useLanguageStore, type Language } from './language';

/**
 * The one i18next instance of the site (a federation singleton). The `common` namespace
 * (layout, status and error texts, UI kit) ships here; every part adds its own namespace
 * with `addTranslations` when it loads.
 *
 * Other modules of this package import it as `@edu/shared/...`, never by relative path, so a
 * remote reaches the shell's instance through the federation share scope, not a copy.
 */
export const i18n = i18next.createInstance();

let started = false;
/** Bundles added before `startI18n` (a remote's module can load before `mount` starts i18n). */
const pending: Array<[string, Record<Language, Resource[string]>]> = [];

function applyToDocument(language: Language): void {
  dayjs.locale(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Starts i18n once. `manageDocument` is true in the shell (it owns <html lang dir>); a remote
 * mounted on a foreign page passes false and sets `dir` on its own root instead.
 */
export function startI18n(options: { language?: Language; manageDocument?: boolean } = {}): typeof i18n {
  if (started) {
    if (options.language) useLanguageStore.getState().setLanguage(options.language);
    return i18n;
  }
  started = true;
  const language = initLanguage(options.language);
  const manageDocument = options.manageDocument ?? true;
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'de',
    supportedLngs: ['ar', 'de'],
    ns: ['common'],
    defaultNS: 'common',
    resources: { ar: { common: ar }, de: { common: de } },
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    returnNull: false,
  } as Parameters<typeof i18n.init>[0]);
  for (const [namespace, bundles] of pending.splice(0)) addTranslations(namespace, bundles);
  if (manageDocument) applyToDocument(language);
  else dayjs.locale(language);
  useLanguageStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    void i18n.changeLanguage(state.language);
    if (manageDocument) applyToDocument(state.language);
    else dayjs.locale(state.language);
  });
  return i18n;
}

/** Adds a part's namespace (e.g. `careers`) in both languages; safe to call more than once. */
export function addTranslations(namespace: string, bundles: Record<Language, Resource[string]>): void {
  if (!started) {
    pending.push([namespace, bundles]);
    return;
  }
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, false);
    }
  }
}
