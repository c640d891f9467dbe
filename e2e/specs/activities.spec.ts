import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { localDeployment, originOf } from '../../shared/build/ports.mjs';
import { freePort, startBundleServer } from '../support/servers';
import { LANGUAGES, expectAccessible, saveScreenshots, useLanguage, type Language } from '../support/site';

/** The activities remote end to end: list, detail, not found, empty database, embedded via ./mount. */

interface Activity {
  id: string;
  date: string;
  localizations: { locale: string; title: string; description: string; location: string | null }[];
  medias: { media: { path: string } }[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const TEXT = {
  de: {
    heading: 'Aktivitäten and Events',
    address: 'Adresse: ',
    time: 'Zeit: ',
    back: 'Zurück zu allen Aktivitäten',
    empty: 'Keine Daten gefunden',
    emptyDescription: 'Derzeit sind keine Aktivitäten oder Events verfügbar. Bitte schauen Sie später wieder vorbei.',
  },
  ar: {
    heading: 'الأنشطة والفعاليات',
    address: 'العنوان: ',
    time: 'الوقت: ',
    back: 'العودة إلى جميع الأنشطة',
    empty: 'لا توجد بيانات',
    emptyDescription: 'لا توجد أنشطة أو فعاليات متاحة حاليًا. يرجى العودة لاحقًا.',
  },
} as const;

const berlinTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const berlinDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit' });

/** The field in `language`, else in any locale that has it (what the site shows). */
function field(activity: Activity, language: Language, name: 'title' | 'description' | 'location'): string {
  const own = activity.localizations.find((entry) => entry.locale === language)?.[name];
  return own?.trim() ? own : (activity.localizations.find((entry) => entry[name]?.trim())?.[name] ?? '');
}

async function upcoming(apiOrigin = originOf('api')): Promise<Activity[]> {
  const response = await fetch(`${apiOrigin}/api/public/activities`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: Activity[] }).data;
}

/** The card list under the page heading (each card's facts are lists too). */
const cardList = (page: Page, language: Language) => page.getByRole('list', { name: TEXT[language].heading });

/**
 * One more API on its own port and a fresh embedded database, for what the main site's seeded
 * API cannot show (no activities at all) or does not allow (a foreign page's origin).
 */
async function startApi(options: { seed: boolean; corsOrigins: string[] }): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-activities-'));
  const child: ChildProcess = spawn('pnpm', ['--filter', '@edu/api', 'start'], {
    cwd: root,
    // Its own process group, so stopping it also stops the tsx/node process pnpm starts.
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      SEED_ON_START: String(options.seed),
      CORS_ORIGINS: options.corsOrigins.join(','),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A new cluster takes several seconds to create.
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.ok ?? false, { timeout: 120_000 })
      .toBe(true);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

for (const language of LANGUAGES) {
  test.describe(`activities (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('the list shows the upcoming activities soonest first, with badge, address and time', async ({ page }) => {
      const activities = await upcoming();
      expect(activities.length).toBeGreaterThan(1);
      const dates = activities.map((activity) => Date.parse(activity.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(dates[0]).toBeGreaterThanOrEqual(Date.now() - 60_000);

      await page.goto('/activities');
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible();
      const cards = cardList(page, language).getByRole('article');
      await expect(cards).toHaveCount(activities.length);
      await expect(cardList(page, language).getByRole('heading', { level: 2 })).toHaveText(
        activities.map((activity) => field(activity, language, 'title')),
      );

      for (const [index, activity] of activities.slice(0, 3).entries()) {
        const card = cards.nth(index);
        await expect(card.locator('time').first()).toContainText(berlinDay.format(new Date(activity.date)));
        await expect(card.getByText(`${TEXT[language].time}${berlinTime.format(new Date(activity.date))}`)).toBeVisible();
        const location = field(activity, language, 'location');
        if (location) await expect(card.getByText(`${TEXT[language].address}${location}`)).toBeVisible();
        await expect(card.getByRole('link')).toHaveAttribute('href', `/activities/${activity.id}`);
      }
      // Every image arrives (first media, or the default banner); lazy ones once scrolled near.
      await cards.last().scrollIntoViewIfNeeded();
      await expect
        .poll(() => cards.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);

      await expectAccessible(page, `activities list (${language})`);
      await saveScreenshots(page, 'activities-list', language);
    });

    test('a card opens the detail with title, description and image; back returns to the list', async ({ page }) => {
      const [first] = await upcoming();
      if (!first) throw new Error('the seed has no upcoming activity');
      const title = field(first, language, 'title');

      await page.goto('/activities');
      await cardList(page, language).getByRole('link', { name: title }).click();

      await expect(page).toHaveURL(new RegExp(`/activities/${first.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('activity-description')).toContainText(field(first, language, 'description').slice(0, 40));
      const hero = page.getByRole('img', { name: title });
      await expect(hero).toHaveAttribute('src', `${originOf('api')}${first.medias[0]?.media.path}`);
      await expect.poll(() => hero.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText(berlinTime.format(new Date(first.date)))).toBeVisible();

      await expectAccessible(page, `activity detail (${language})`);
      await saveScreenshots(page, 'activity-detail', language);

      await page.getByRole('link', { name: TEXT[language].back }).click();
      await expect(page).toHaveURL(/\/activities$/);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible();
    });

    test('an activity that does not exist shows the empty state, not an error', async ({ page }) => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-activity']) {
        await page.goto(`/activities/${id}`);
        await expect(page.getByRole('heading', { name: TEXT[language].empty })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
      await expectAccessible(page, `activity not found (${language})`);
    });
  });
}

test.describe('with no activities at all', () => {
  let api: { origin: string; stop: () => void } | undefined;
  let shell: Awaited<ReturnType<typeof startBundleServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const shellPort = await freePort();
    // A second shell whose config.json names an API on an empty database (nothing seeded).
    api = await startApi({ seed: false, corsOrigins: [`http://127.0.0.1:${shellPort}`] });
    shell = await startBundleServer('shell', {
      port: shellPort,
      files: { 'config.json': { apiBase: api.origin }, 'remotes.json': localDeployment().remotes },
    });
  });

  test.afterAll(async () => {
    await shell?.server.close();
    api?.stop();
  });

  for (const language of LANGUAGES) {
    test(`the list shows the empty state (${language})`, async ({ page }) => {
      if (!shell || !api) throw new Error('servers did not start');
      expect(await upcoming(api.origin)).toEqual([]);
      await useLanguage(page, language);
      await page.goto(`${shell.origin}/activities`);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: TEXT[language].empty })).toBeVisible();
      await expect(page.getByText(TEXT[language].emptyDescription)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expectAccessible(page, `activities empty (${language})`);
      await saveScreenshots(page, 'activities-empty', language);
    });
  }
});

/**
 * The school's or publisher's own page: plain HTML on another origin, no React, no bundler.
 * It loads the remote's remoteEntry.js with a <script> and calls `./mount` (mfe-activities/README.md).
 */
function embedPage(apiBase: string, locale: Language): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>Schule – Termine</title></head>
<body>
  <header><p>Website der Schule</p></header>
  <main>
    <div id="events"></div>
  </main>
  <script src="${originOf('activities')}/remoteEntry.js"></script>
  <script>
    (async () => {
      await window.activities.init({});
      const { mount } = (await window.activities.get('./mount'))();
      window.unmountEvents = mount(document.getElementById('events'), {
        locale: '${locale}',
        apiBase: '${apiBase}',
        basePath: '/termine',
      });
    })();
  </script>
</body>
</html>`;
}

test.describe('embedded on a foreign page through ./mount', () => {
  let api: { origin: string; stop: () => void } | undefined;
  let server: Server | undefined;
  let pageOrigin = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    pageOrigin = `http://127.0.0.1:${port}`;
    // The foreign origin must be allowed by the API, as the school's site would be in production.
    api = await startApi({ seed: true, corsOrigins: [pageOrigin] });
    const apiBase = api.origin;
    server = createServer((request, response) => {
      const locale = new URL(request.url ?? '/', pageOrigin).searchParams.get('lang') === 'ar' ? 'ar' : 'de';
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(embedPage(apiBase, locale));
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    api?.stop();
  });

  for (const language of LANGUAGES) {
    test(`mount renders the list and the detail without touching the page's URL (${language})`, async ({ page }) => {
      if (!api) throw new Error('API did not start');
      const [first] = await upcoming(api.origin);
      if (!first) throw new Error('the seed has no upcoming activity');
      const title = field(first, language, 'title');

      await page.goto(`${pageOrigin}/?lang=${language}`);
      const widget = page.locator('#events');
      await expect(widget).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(widget).toHaveAttribute('lang', language);
      await expect(widget.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible();
      await expect(widget.getByRole('link', { name: title })).toBeVisible();

      await widget.getByRole('link', { name: title }).click();
      await expect(widget.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Navigation stays inside the widget (memory router): the school's address bar is untouched.
      expect(page.url()).toBe(`${pageOrigin}/?lang=${language}`);
      await widget.getByRole('link', { name: TEXT[language].back }).click();
      await expect(widget.getByRole('link', { name: title })).toBeVisible();

      await page.evaluate(() => (window as unknown as { unmountEvents: () => void }).unmountEvents());
      await expect(widget).toBeEmpty();
    });
  }
});
