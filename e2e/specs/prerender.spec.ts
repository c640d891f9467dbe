import { expect, test, type Page } from '@playwright/test';
import { originOf } from '../../shared/build/ports.mjs';
import { holdTheApp, recordShifts, withoutTheApp } from '../support/app-start';
import { LANGUAGES, useLanguage } from '../support/site';

/**
 * The shell's pages arrive as HTML written at build time (scripts/prerender.mjs): they show
 * before the app's JavaScript, in the visitor's language and direction; the app starts at the
 * visitor's first input and hydrates that markup in place instead of drawing the page again.
 */

const TEXT = {
  ar: { hero: 'تعلّم. انمُ. انطلق.', about: 'من نحن', switchTo: 'تغيير اللغة: Deutsch', skipLinkSide: 'right' },
  de: { hero: 'Lernen. Wachsen. Durchstarten.', about: 'Über uns', switchTo: 'Sprache wechseln: العربية', skipLinkSide: 'left' },
} as const;

/** Marks the header and the page content as the document first holds them (before the app). */
async function markFirstNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('header')?.setAttribute('data-first-node', '');
      document.querySelector('main > *')?.setAttribute('data-first-node', '');
    });
  });
}

for (const language of LANGUAGES) {
  test.describe(`prerendered pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('home and about are complete without the app, in the right language and direction', async ({ page }) => {
      await withoutTheApp(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].hero })).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      // The skip link sits at the reading start: right in Arabic, left in German.
      const skipLink = page.locator('a[href="#main"]');
      const side = await skipLink.evaluate((element, edge) => getComputedStyle(element).getPropertyValue(edge), TEXT[language].skipLinkSide);
      expect(side).toBe('8px');
      // Links work as links before the app runs: the next page is prerendered too.
      await page.locator('header nav a[href="/about"]').first().evaluate((link: HTMLAnchorElement) => link.click());
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].about })).toBeVisible();
    });

    test('the app hydrates the page in place: same nodes, same classes, no layout shift', async ({ page }) => {
      await markFirstNodes(page);
      const shifts = await recordShifts(page);
      const prerendered = await (await fetch(`${originOf('shell')}/about`)).text();
      await page.goto('/about');
      // A shell page starts its app at the visitor's first input, here a mouse move.
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      await page.mouse.move(10, 10);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await expect(page.locator('header[data-first-node]')).toHaveCount(1);
      await expect(page.locator('main > [data-first-node]')).toHaveCount(1);
      const headerClass = (await page.locator('header').first().getAttribute('class')) ?? '';
      expect(prerendered).toContain(`class="${headerClass}"`);
      const shift = await shifts();
      expect(shift).toBeLessThan(0.02);
    });

    test('a tap on the language switch before the app has started is not lost', async ({ page }) => {
      const releaseApp = await holdTheApp(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: TEXT[language].switchTo }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      releaseApp();
      const other = language === 'ar' ? 'de' : 'ar';
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[other].about })).toBeVisible();
    });
  });
}
