import type * as I18nModule from './index';

/** Fresh modules per test: `startI18n` runs once per page load. */
async function load(): Promise<typeof I18nModule & { dayjs: typeof import('dayjs') }> {
  jest.resetModules();
  const i18nModule = await import('./index');
  const dayjs = (await import('dayjs')).default;
  return { ...i18nModule, dayjs };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('startI18n', () => {
  it('starts in Arabic on a first visit and sets <html lang dir>', async () => {
    const { startI18n, dayjs } = await load();
    const i18n = startI18n();
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(dayjs.locale()).toBe('ar');
    expect(i18n.t('actions.close')).toBe('إغلاق');
  });

  it('applies the stored language', async () => {
    localStorage.setItem('selectedLanguage', 'de');
    const { startI18n } = await load();
    expect(startI18n().language).toBe('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('follows every language change: translations, <html lang dir>, date locale', async () => {
    const { startI18n, useLanguageStore, dayjs } = await load();
    const i18n = startI18n();
    useLanguageStore.getState().setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('actions.close')).toBe('Schließen');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(dayjs.locale()).toBe('de');
  });

  it('leaves <html> alone when a foreign page owns it', async () => {
    const { startI18n, useLanguageStore } = await load();
    const i18n = startI18n({ language: 'de', manageDocument: false });
    useLanguageStore.getState().setLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).not.toHaveAttribute('lang');
    expect(document.documentElement).not.toHaveAttribute('dir');
  });

  it('returns the one instance and switches language when called again', async () => {
    const { startI18n } = await load();
    const first = startI18n();
    const second = startI18n({ language: 'de' });
    expect(second).toBe(first);
    expect(second.language).toBe('de');
    expect(localStorage.getItem('selectedLanguage')).toBe('de');
  });
});

describe('addTranslations', () => {
  it("adds a part's namespace in both languages, once", async () => {
    const { startI18n, addTranslations, useLanguageStore } = await load();
    const i18n = startI18n({ language: 'de' });
    addTranslations('careers', { ar: { title: 'انضم إلى فريقنا' }, de: { title: 'Treten Sie unserem Team bei' } });
    expect(i18n.t('careers:title')).toBe('Treten Sie unserem Team bei');

    // A remote mounted twice must not replace what is already there.
    addTranslations('careers', { ar: { title: 'x' }, de: { title: 'y' } });
    expect(i18n.t('careers:title')).toBe('Treten Sie unserem Team bei');

    useLanguageStore.getState().setLanguage('ar');
    expect(i18n.t('careers:title')).toBe('انضم إلى فريقنا');
  });
});
