import type * as LanguageModule from './language';

/** A fresh module per test: the store is module state, like on a fresh page load. */
async function load(): Promise<typeof LanguageModule> {
  jest.resetModules();
  return import('./language');
}

beforeEach(() => localStorage.clear());

describe('language store (spec 3, 4)', () => {
  it('applies and stores Arabic on a first visit', async () => {
    const { initLanguage, currentLanguage } = await load();
    expect(initLanguage()).toBe('ar');
    expect(currentLanguage()).toBe('ar');
    expect(localStorage.getItem('selectedLanguage')).toBe('ar');
  });

  it('applies a stored German choice', async () => {
    localStorage.setItem('selectedLanguage', 'de');
    const { initLanguage, currentLanguage } = await load();
    expect(initLanguage()).toBe('de');
    expect(currentLanguage()).toBe('de');
    expect(localStorage.getItem('selectedLanguage')).toBe('de');
  });

  it('replaces an unknown stored value with Arabic', async () => {
    localStorage.setItem('selectedLanguage', 'fr');
    const { initLanguage } = await load();
    expect(initLanguage()).toBe('ar');
    expect(localStorage.getItem('selectedLanguage')).toBe('ar');
  });

  it('persists a choice made with setLanguage', async () => {
    const { initLanguage, useLanguageStore, currentLanguage } = await load();
    initLanguage();
    useLanguageStore.getState().setLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(localStorage.getItem('selectedLanguage')).toBe('de');
  });

  it('uses a language forced by the host page without storing it', async () => {
    const { initLanguage } = await load();
    expect(initLanguage('de')).toBe('de');
    expect(localStorage.getItem('selectedLanguage')).toBeNull();
  });

  it('knows the direction and the valid languages', async () => {
    const { directionOf, isLanguage, LANGUAGE_STORAGE_KEY } = await load();
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('en')).toBe(false);
    expect(LANGUAGE_STORAGE_KEY).toBe('selectedLanguage');
  });
});
