import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Language = 'ar' | 'de';
export const LANGUAGES: readonly Language[] = ['ar', 'de'];

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Makes `language` the stored choice before any page script runs (as a returning visitor). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => window.localStorage.setItem('selectedLanguage', lang), language);
}

/** axe-core with the WCAG 2.2 A/AA rule sets; fails the test with the violations listed. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Full-page screenshots at phone and desktop width, kept as test artifacts. */
export async function saveScreenshots(page: Page, name: string, language: Language): Promise<void> {
  const dir = path.join(artifacts, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${language}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
