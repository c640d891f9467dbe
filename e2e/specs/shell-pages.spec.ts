import { expect, test, type Page } from '@playwright/test';
import { originOf } from '../../shared/build/ports.mjs';
import { LANGUAGES, expectAccessible, saveScreenshots, useLanguage, type Language } from '../support/site';

/** The shell's static pages (home, about, FAQ, imprint, privacy, not found) in both languages. */

interface FaqEntry {
  id: string;
  sortOrder: number;
  localizations: { locale: string; question: string; answer: string }[];
}

const TEXT = {
  de: {
    hero: 'Lernen. Wachsen. Durchstarten.',
    aboutButton: 'Mehr über uns',
    contactButton: 'Kontakt aufnehmen',
    stats: ['12.000+ Schülerinnen und Schüler', '500+ Absolventinnen und Absolventen', '100+ Weiterbildungskurse'],
    goals: 'Unsere Ziele',
    cards: { school: 'Schule', institute: 'Weiterbildungsinstitut', publisher: 'Verlag' },
    visit: 'Gehe zur Website',
    courseRegistration: 'Zur Kursanmeldung',
    about: 'Über uns',
    services: ['Beratung', 'Entwicklung', 'Support', 'Schulungen', 'Integration', 'Optimierung'],
    hours: 'Montag bis Freitag, 9:00 bis 17:00 Uhr',
    faq: 'Häufige Fragen',
    imprint: 'Impressum',
    imprintSection: 'Angaben gemäß § 5 DDG',
    privacy: 'Datenschutzerklärung',
    privacySection: '15. Ihre Rechte',
    contents: 'Inhalt',
  },
  ar: {
    hero: 'تعلّم. انمُ. انطلق.',
    aboutButton: 'تعرّف علينا',
    contactButton: 'تواصل معنا',
    stats: ['12.000+ طالب وطالبة', '500+ خريج وخريجة', '100+ دورة تدريبية'],
    goals: 'أهدافنا',
    cards: { school: 'المدرسة', institute: 'معهد التدريب المستمر', publisher: 'دار النشر' },
    visit: 'اذهب إلى الموقع',
    courseRegistration: 'إلى التسجيل في الدورات',
    about: 'من نحن',
    services: ['الاستشارة', 'التطوير', 'الدعم', 'الدورات التدريبية', 'الاندماج', 'التحسين'],
    hours: 'من الاثنين إلى الجمعة، من 9:00 حتى 17:00',
    faq: 'الأسئلة الشائعة',
    imprint: 'بيانات الناشر (Impressum)',
    imprintSection: 'البيانات وفقاً للمادة 5 من قانون الخدمات الرقمية الألماني (DDG)',
    privacy: 'سياسة الخصوصية',
    privacySection: '15. حقوقكم',
    contents: 'المحتويات',
  },
} as const;

/** The page's one h1, inside <main>. */
const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** The card whose h3 is `title`. */
const card = (page: Page, title: string) =>
  page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** Scrolls every lazy image into view and waits until it has loaded, so full-page screenshots show them. */
async function loadLazyImages(page: Page): Promise<void> {
  for (const image of await page.getByRole('main').locator('img[loading="lazy"]').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
}

/**
 * Back to the top before a full-page screenshot: the fixed header is drawn where the page is
 * scrolled to, so a scrolled page would show it in the middle of the picture.
 */
async function screenshots(page: Page, name: string, language: Language): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await saveScreenshots(page, name, language);
}

async function faqEntries(): Promise<FaqEntry[]> {
  const response = await fetch(`${originOf('api')}/api/public/faq`);
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { data: FaqEntry[] };
  return [...body.data].sort((a, b) => a.sortOrder - b.sortOrder);
}

function localizedField(entry: FaqEntry, language: Language, field: 'question' | 'answer'): string {
  return (entry.localizations.find((item) => item.locale === language && item[field]) ?? entry.localizations.find((item) => item[field]))?.[field] ?? '';
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`shell pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('home: hero, statistics counting to their targets, partners, goals and the three cards', async ({ page }) => {
      await page.goto('/');
      await expect(heading(page, text.hero)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: text.aboutButton, exact: true })).toHaveAttribute('href', '/about');
      await expect(page.getByRole('main').getByRole('link', { name: text.contactButton, exact: true })).toHaveAttribute('href', '/contact');

      // Screen readers get the final figures from the start; the visible ones count up in view.
      for (const stat of text.stats) await expect(page.getByText(stat, { exact: true })).toBeAttached();
      const figures = page.locator('[data-stat-value]');
      await figures.first().scrollIntoViewIfNeeded();
      await expect(figures).toHaveText(['12.000+', '500+', '100+'], { timeout: 5000 });

      // The three partner logos; the card pictures and icons are decorative.
      await expect(page.getByRole('main').getByRole('img')).toHaveCount(3);
      await expect(page.getByRole('heading', { level: 2, name: text.goals })).toBeVisible();

      for (const [id, href] of [['school', 'https://schule.example.org'], ['publisher', 'https://verlag.example.org']] as const) {
        const link = card(page, text.cards[id]).getByRole('link', { name: new RegExp(text.visit) });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const institute = card(page, text.cards.institute);
      await expect(institute.getByRole('link', { name: new RegExp(text.visit) })).toHaveCount(0);
      await expect(institute.getByRole('button', { name: text.visit })).toBeDisabled();
      await expect(institute.getByRole('link', { name: text.courseRegistration })).toHaveAttribute('href', '/course-registration');

      await loadLazyImages(page);
      await expectAccessible(page, `home (${language})`);
      await screenshots(page, 'shell-home', language);
    });

    test('about: history, services, facts and opening hours', async ({ page }) => {
      await page.goto('/about');
      await expect(heading(page, text.about)).toBeVisible();
      await expect(page.getByRole('main').getByText('2005', { exact: true })).toBeVisible();
      for (const service of text.services) {
        await expect(page.getByRole('heading', { level: 3, name: service, exact: true })).toBeVisible();
      }
      await expect(page.getByText('24/7', { exact: true })).toBeVisible();
      await expect(page.getByText(text.hours, { exact: true })).toBeVisible();
      await expectAccessible(page, `about (${language})`);
      await screenshots(page, 'shell-about', language);
    });

    test('faq: the entries from the API, each opening its answer', async ({ page }) => {
      const entries = await faqEntries();
      expect(entries.length).toBeGreaterThan(0);
      await page.goto('/faq');
      await expect(heading(page, text.faq)).toBeVisible();
      const questions = page.getByRole('main').locator('summary');
      await expect(questions).toHaveText(entries.map((entry) => localizedField(entry, language, 'question')));

      const first = entries[0];
      if (!first) throw new Error('no FAQ entry');
      const answer = page.getByText(localizedField(first, language, 'answer'), { exact: true });
      await expect(answer).toBeHidden();
      await questions.first().click();
      await expect(answer).toBeVisible();

      await expectAccessible(page, `faq (${language})`);
      await screenshots(page, 'shell-faq', language);
    });

    test('imprint: the provider identification and legal sections', async ({ page }) => {
      await page.goto('/imprint');
      await expect(heading(page, text.imprint)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.imprintSection })).toBeVisible();
      await expect(page.getByText('Bildungsnetzwerk Berlin gGmbH').first()).toBeVisible();
      await expectAccessible(page, `imprint (${language})`);
      await screenshots(page, 'shell-imprint', language);
    });

    test('privacy policy: contents linking to the GDPR sections', async ({ page }) => {
      await page.goto('/privacy-policy');
      await expect(heading(page, text.privacy)).toBeVisible();
      const rights = page.getByRole('heading', { level: 2, name: text.privacySection, exact: true });
      await page.getByRole('navigation', { name: text.contents }).getByRole('link', { name: text.privacySection, exact: true }).click();
      await expect(page).toHaveURL(/\/privacy-policy#rights$/);
      await expect(rights).toBeInViewport();
      await expect(page.getByText(/selectedLanguage/).first()).toBeVisible();
      await expectAccessible(page, `privacy (${language})`);
      await screenshots(page, 'shell-privacy', language);
    });

    test('not found: an unknown path keeps the layout and is accessible', async ({ page }) => {
      await page.goto('/gibt-es-nicht');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `not found (${language})`);
      await screenshots(page, 'shell-not-found', language);
    });
  });
}
