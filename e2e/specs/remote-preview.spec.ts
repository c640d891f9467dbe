import { expect, test, type Page } from '@playwright/test';
import { originOf } from '../../shared/build/ports.mjs';
import { holdTheApp, recordShifts, withoutTheApp } from '../support/app-start';
import { LANGUAGES, useLanguage, type Language } from '../support/site';

/**
 * A remote's page arrives with its content: the shell's server asks the remote for a preview
 * of the page (scripts/remote-preview.mjs) and writes it into the prerendered layout. The page
 * is complete before any JavaScript; the app starts at the first input and puts the remote's
 * own page in the preview's place, taking over what the visitor typed or tapped meanwhile.
 */

interface Localized {
  locale: string;
  title: string;
}
interface Job {
  id: string;
  localizations: Localized[];
}
interface Activity {
  id: string;
  localizations: Localized[];
}

const TEXT = {
  ar: { activities: 'الأنشطة والفعاليات', careers: 'انضم إلى فريقنا', apply: 'تقديم طلب' },
  de: { activities: 'Aktivitäten and Events', careers: 'Treten Sie unserem Team bei', apply: 'Bewerbung' },
} as const;

const titleIn = (item: { localizations: Localized[] }, language: Language) =>
  (item.localizations.find((entry) => entry.locale === language && entry.title.trim()) ?? item.localizations.find((entry) => entry.title.trim()))?.title ?? '';

async function apiList<T>(pathAndQuery: string): Promise<T[]> {
  const response = await fetch(`${originOf('api')}${pathAndQuery}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

const openJobs = () => apiList<Job>('/api/public-hiring-ads/open-hiring?skip=0&limit=1000&isActive=true');

const previewGone = (page: Page) => expect(page.locator('[data-remote-preview]')).toHaveCount(0, { timeout: 15_000 });

for (const language of LANGUAGES) {
  test.describe(`previews of remote pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('activities list and detail are complete without the app, in the right direction', async ({ page }) => {
      const [first] = await apiList<Activity>('/api/public/activities');
      if (!first) throw new Error('the seed data has no upcoming activity');
      await withoutTheApp(page);
      await page.goto('/activities');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].activities })).toBeVisible();
      const card = page.getByRole('heading', { name: titleIn(first, language), exact: true }).first();
      await expect(card).toBeVisible();
      // A link is a link: the detail page comes with its own preview.
      await page.locator(`main a[href="/activities/${first.id}"]`).first().evaluate((link: HTMLAnchorElement) => link.click());
      await expect(page).toHaveURL(new RegExp(`/activities/${first.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: titleIn(first, language) })).toBeVisible();
    });

    test('a job page is complete without the app and carries its structured data', async ({ page }) => {
      const [job] = await openJobs();
      if (!job) throw new Error('the seed data has no open job');
      const served = await (await fetch(`${originOf('shell')}/careers/${job.id}`)).text();
      expect(served).toContain('"@type":"JobPosting"');
      await withoutTheApp(page);
      await page.goto(`/careers/${job.id}`);
      await expect(page.getByRole('heading', { level: 1, name: titleIn(job, language) })).toBeVisible();
      await expect(page.getByRole('button', { name: TEXT[language].apply }).first()).toBeVisible();
    });

    test('the app replaces the preview by the same page: no layout shift, no loading state', async ({ page }) => {
      const shifts = await recordShifts(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto('/careers');
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].careers })).toBeVisible();
      const cardsBefore = await page.getByTestId('job-card').count();
      expect(cardsBefore).toBeGreaterThan(0);
      await expect(page.locator('[data-remote-preview]')).toHaveCount(1);
      await page.mouse.move(10, 10);
      await previewGone(page);
      await expect(page.getByTestId('job-card')).toHaveCount(cardsBefore);
      expect(await shifts()).toBeLessThan(0.02);
      expect(errors).toEqual([]);
    });

    test('what the visitor types and taps before the app runs is not lost', async ({ page }) => {
      const jobs = await openJobs();
      const job = jobs[0];
      if (!job) throw new Error('the seed data has no open job');
      const word = titleIn(job, language).split(/\s+/)[0] ?? '';
      let release = await holdTheApp(page);
      await page.goto('/careers');
      const search = page.getByRole('searchbox').first();
      await search.click();
      await page.keyboard.type(word);
      release();
      await previewGone(page);
      await expect(page.getByRole('searchbox').first()).toHaveValue(word);
      await expect(page.getByRole('searchbox').first()).toBeFocused();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.getByTestId('job-card').filter({ hasText: titleIn(job, language) }).first()).toBeVisible();

      await page.unrouteAll();
      release = await holdTheApp(page);
      await page.goto(`/careers/${job.id}`);
      await page.getByRole('button', { name: TEXT[language].apply }).first().click();
      release();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    });
  });
}
