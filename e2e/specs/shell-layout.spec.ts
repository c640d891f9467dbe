import { expect, test, type Page } from '@playwright/test';
import { localDeployment, originOf } from '../../shared/build/ports.mjs';
import { startBundleServer } from '../support/servers';
import { LANGUAGES, expectAccessible, saveScreenshots, useLanguage } from '../support/site';

/** The shell's layout end to end: header, footer, language, mobile menu, a remote that is down. */

const TEXT = {
  de: {
    header: ['Startseite', 'Über uns', 'Karriere', 'Aktivitäten', 'Kontakt'],
    footer: ['Startseite', 'Über uns', 'Kontakt', 'Karriere', 'Häufige Fragen', 'Datenschutz', 'Impressum'],
    mainNav: 'Hauptnavigation',
    footerNav: 'Schnellzugriff',
    switchTo: 'Sprache wechseln: العربية',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menu: 'Menü',
    skip: 'Zum Inhalt springen',
    notFound: 'Seite nicht gefunden',
    remoteDown: 'Dieser Bereich ist gerade nicht erreichbar.',
    retry: 'Erneut versuchen',
    activities: 'Aktivitäten and Events',
  },
  ar: {
    header: ['الرئيسية', 'من نحن', 'الوظائف', 'الأنشطة', 'اتصل بنا'],
    footer: ['الرئيسية', 'من نحن', 'اتصل بنا', 'الوظائف', 'الأسئلة الشائعة', 'سياسة الخصوصية', 'بيانات الناشر'],
    mainNav: 'التنقل الرئيسي',
    footerNav: 'روابط سريعة',
    switchTo: 'تغيير اللغة: Deutsch',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    menu: 'القائمة',
    skip: 'انتقل إلى المحتوى',
    notFound: 'الصفحة غير موجودة',
    remoteDown: 'هذا القسم غير متاح حالياً.',
    retry: 'إعادة المحاولة',
    activities: 'الأنشطة والفعاليات',
  },
} as const;

const HEADER_PATHS = ['/', '/about', '/careers', '/activities', '/contact'];
const FOOTER_PATHS = ['/', '/about', '/contact', '/careers', '/faq', '/privacy-policy', '/imprint'];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Every page, shell or remote, renders one h1 inside <main> once it has loaded. */
async function expectPageLoaded(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

for (const language of LANGUAGES) {
  test.describe(`layout (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('every header link leads to its page and is marked as current there', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/imprint');
      const nav = page.getByRole('navigation', { name: TEXT[language].mainNav });
      await expect(nav.getByRole('link')).toHaveText([...TEXT[language].header]);
      for (const [index, label] of TEXT[language].header.entries()) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === HEADER_PATHS[index]);
        await expectPageLoaded(page);
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      }
      // The brand leads home too.
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });

    test('every footer link leads to its page', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/imprint');
      const footer = page.getByRole('contentinfo');
      const nav = footer.getByRole('navigation', { name: TEXT[language].footerNav });
      await expect(nav.getByRole('link')).toHaveText([...TEXT[language].footer]);
      for (const [index, label] of TEXT[language].footer.entries()) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === FOOTER_PATHS[index]);
        await expectPageLoaded(page);
        // Spec 2: every path change scrolls back to the top.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      for (const network of ['Facebook', 'Instagram']) {
        const social = footer.getByRole('link', { name: new RegExp(`^${network}`) });
        await expect(social).toHaveAttribute('target', '_blank');
        await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    test('the mobile menu slides in from the start edge and closes each way', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      const toggle = page.getByRole('button', { name: TEXT[language].openMenu });
      const menu = page.getByRole('dialog', { name: TEXT[language].menu });
      await expect(page.getByRole('navigation', { name: TEXT[language].mainNav })).toBeHidden();
      await expect(menu).toBeHidden();

      const open = async () => {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toBeVisible();
        // Slid in completely, at the reading start: left in German, right in Arabic.
        await expect
          .poll(async () => {
            const box = await menu.boundingBox();
            return box ? Math.round(language === 'ar' ? PHONE.width - (box.x + box.width) : box.x) : -1;
          })
          .toBe(0);
      };
      const expectClosed = async () => {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      };

      // 1. The overlay, beside the drawer.
      await open();
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      await expectAccessible(page, `mobile menu (${language})`);
      await page.getByTestId('menu-overlay').click({ position: { x: language === 'ar' ? 20 : PHONE.width - 20, y: PHONE.height / 2 } });
      await expectClosed();
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

      // 2. The close button.
      await open();
      await expect(menu.getByRole('button', { name: TEXT[language].closeMenu })).toBeFocused();
      await menu.getByRole('button', { name: TEXT[language].closeMenu }).click();
      await expectClosed();

      // 3. A link, which also navigates.
      await open();
      await menu.getByRole('link', { name: TEXT[language].header[3], exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/activities');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expectPageLoaded(page);

      // And Escape, for keyboard users.
      await open();
      await page.keyboard.press('Escape');
      await expectClosed();
    });

    test('skip link, not-found page, accessibility and screenshots', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/');
      await expectPageLoaded(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: TEXT[language].skip });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      await expectAccessible(page, `home with layout (${language})`);
      await saveScreenshots(page, 'layout-home', language);

      await page.goto('/gibt-es-nicht');
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].notFound })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(TEXT[language].notFound));
      await expectAccessible(page, `not found (${language})`);
      await saveScreenshots(page, 'layout-not-found', language);

      await page.setViewportSize(PHONE);
      await page.goto('/');
      await expectPageLoaded(page);
      await expectAccessible(page, `home with layout at 390 px (${language})`);
    });
  });
}

test.describe('language', () => {
  test('a first visit applies and stores Arabic, right to left', async ({ browser }) => {
    // A fresh context without an init script: nothing stored yet.
    const context = await browser.newContext({ baseURL: originOf('shell') });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ar');
    await expect(page.getByRole('navigation', { name: TEXT.ar.mainNav })).toBeVisible();
    await context.close();
  });

  test('the switch sets lang and dir, and the choice survives a reload', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: originOf('shell'), viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/about');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');

    await page.getByRole('button', { name: TEXT.ar.switchTo }).click();
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('navigation', { name: TEXT.de.mainNav }).getByRole('link')).toHaveText([...TEXT.de.header]);
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('de');

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: TEXT.de.switchTo })).toBeVisible();

    await page.getByRole('button', { name: TEXT.de.switchTo }).click();
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ar');
    await context.close();
  });
});

test.describe('a remote that is down', () => {
  for (const language of LANGUAGES) {
    test(`costs only its own route, and the retry loads it once it is back (${language})`, async ({ page }) => {
      // A second shell whose activities remote is a server this test stops and starts.
      // Both take a port of the test pool; the activities port stays taken until the shell has its own.
      let activities = await startBundleServer('activities');
      const { port } = activities;
      const deployment = localDeployment();
      const shell = await startBundleServer('shell', {
        files: {
          'config.json': deployment.config,
          'remotes.json': { ...deployment.remotes, activities: `${activities.origin}/mf-manifest.json` },
        },
      });
      await activities.server.close();
      let activitiesRunning = false;
      try {
        await useLanguage(page, language);
        await page.setViewportSize(DESKTOP);
        await page.goto(`${shell.origin}/activities`);
        const fallback = page.getByTestId('remote-fallback');
        await expect(fallback).toContainText(TEXT[language].remoteDown);
        await expect(fallback.getByRole('button', { name: TEXT[language].retry })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expectAccessible(page, `remote fallback (${language})`);

        // Home and the footer keep working.
        const nav = page.getByRole('navigation', { name: TEXT[language].mainNav });
        await nav.getByRole('link', { name: TEXT[language].header[0], exact: true }).click();
        await expectPageLoaded(page);
        const footerNav = page.getByRole('navigation', { name: TEXT[language].footerNav });
        await footerNav.getByRole('link', { name: TEXT[language].footer[1], exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/about');
        await expectPageLoaded(page);

        // Back to the remote's route: still down, so the fallback again.
        await nav.getByRole('link', { name: TEXT[language].header[3], exact: true }).click();
        await expect(fallback).toBeVisible();

        // The remote comes back; the retry button loads it for real.
        activities = await startBundleServer('activities', { port });
        activitiesRunning = true;
        await fallback.getByRole('button', { name: TEXT[language].retry }).click();
        await expect(page.getByRole('heading', { level: 1, name: TEXT[language].activities })).toBeVisible();
        await expect(fallback).toHaveCount(0);
        expect(pathOf(page)).toBe('/activities');
      } finally {
        if (activitiesRunning) await activities.server.close();
        await shell.server.close();
      }
    });
  }
});
