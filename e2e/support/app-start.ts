import type { Page } from '@playwright/test';

/** The app's own script, by its content-hashed name. */
const APP_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/** Never lets the app's script run: what remains is the document the server sent. */
export async function withoutTheApp(page: Page): Promise<void> {
  await page.route(APP_SCRIPT, (route) => route.abort());
}

/** Holds the app's script until the returned function is called (input before the app runs). */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records the page's layout shifts from its start; the returned function sums them. */
export async function recordShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}
