import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

export type Language = 'ar' | 'de';
export const LANGUAGES: readonly Language[] = ['ar', 'de'];
export const DEFAULT_LANGUAGE: Language = 'ar';
/** Spec 3: the browser keeps the choice under this key, as the plain value `ar` or `de`. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'de';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function readStored(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function store(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or blocked storage: the choice lasts for this page only.
  }
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The visitor's language. On first use the stored choice is applied; with none, Arabic is
 * applied and stored (spec 4). Listeners (i18next, <html lang dir>, date locale) subscribe in
 * `i18n/instance.ts`, so every part of the site follows one source.
 */
export const useLanguageStore = create<LanguageState>((set) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage: (language) => {
    store(language);
    set({ language });
  },
}));

/** Reads the stored language (or stores the default) and makes it current. */
export function initLanguage(preferred?: Language): Language {
  const language = preferred ?? readStored() ?? DEFAULT_LANGUAGE;
  if (!preferred) store(language);
  useLanguageStore.setState({ language });
  return language;
}

export function currentLanguage(): Language {
  return useLanguageStore.getState().language;
}

const readLanguage = () => useLanguageStore.getState().language;

/**
 * The current language, re-rendering on a change. Not `useLanguageStore(selector)`: zustand
 * answers a server render and a hydration with the store's *initial* state (Arabic), so a
 * German page would be prerendered and hydrated with right-to-left styles. The language is
 * set before any render (initLanguage, or the prerenderer), so the current state is right.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(useLanguageStore.subscribe, readLanguage, readLanguage);
}
