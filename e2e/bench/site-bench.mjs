// @ts-check
/**
 * Front-end part of `pnpm bench`: what a visitor downloads and waits for, per route, against
 * the production builds served as deployed (scripts/start.mjs must be running).
 * - bytes: JS and CSS as gzip on the wire (each file fetched again with Accept-Encoding: gzip),
 *   requests on a cold first load, and the JS that came from each remote's origin;
 * - Lighthouse 13 (mobile profile, Debian's Chromium): performance, accessibility, LCP, TBT, CLS.
 * Prints a table and writes bench-report/site.json. It is a report, not a test: it never fails
 * on a number.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { originOf } from '../../shared/build/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Compressed size of a URL as served with gzip (the raw body, not decoded). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let size = 0;
        response.on('data', (chunk) => (size += chunk.length));
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

async function firstJobPath() {
  const response = await fetch(`${originOf('api')}/api/public-hiring-ads/open-hiring?skip=0&limit=1&isActive=true`);
  const body = /** @type {{ data: { id: string }[] }} */ (await response.json());
  return body.data[0] ? `/careers/${body.data[0].id}` : undefined;
}

/** @param {import('@playwright/test').Browser} browser @param {string} route */
async function measureBytes(browser, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  /** @type {{ url: string; type: string }[]} */
  const loaded = [];
  page.on('response', (response) => loaded.push({ url: response.url(), type: response.request().resourceType() }));
  await page.goto(`${originOf('shell')}${route}`, { waitUntil: 'networkidle' });
  const beforeInput = [...loaded];
  // A prerendered shell page, and a remote's page with its server preview, start the app at the
  // first input: what a visitor who interacts downloads in addition.
  await page.mouse.move(10, 10);
  // The shell marks <html data-app-ready> once its app runs (at once on a page without preview).
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const afterInput = loaded.slice(beforeInput.length);
  await context.close();
  const after = await sumBytes(afterInput);
  const first = await sumBytes(beforeInput);
  // A remote's JS counts wherever it came: on first load, or (a page with a preview) at the input.
  const remoteJsKb = { ...first.remoteJsKb };
  for (const [name, kb] of Object.entries(after.remoteJsKb)) remoteJsKb[name] = (remoteJsKb[name] ?? 0) + kb;
  return { ...first, jsAfterInputKb: after.jsKb, remoteJsKb };
}

/** @param {{ url: string; type: string }[]} loaded */
async function sumBytes(loaded) {
  const origins = { careers: originOf('careers'), activities: originOf('activities'), forms: originOf('forms') };
  let js = 0;
  let css = 0;
  /** @type {Record<string, number>} */
  const remoteJs = {};
  for (const { url, type: resourceType } of loaded) {
    // A prefetched script (the app of a prerendered page) is downloaded on first load too.
    const type = /\.js(\?|$)/.test(url) ? 'script' : resourceType;
    if (type !== 'script' && type !== 'stylesheet') continue;
    const size = await gzipBytes(url);
    if (type === 'script') js += size;
    else css += size;
    const remote = Object.entries(origins).find(([, origin]) => url.startsWith(origin));
    if (remote && type === 'script') remoteJs[remote[0]] = (remoteJs[remote[0]] ?? 0) + size;
  }
  return { requests: loaded.length, jsKb: js / 1024, cssKb: css / 1024, remoteJsKb: Object.fromEntries(Object.entries(remoteJs).map(([k, v]) => [k, v / 1024])) };
}

/** @param {string} route */
async function runLighthouse(route) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${originOf('shell')}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const jobPath = await firstJobPath();
const routes = ['/', '/activities', '/careers', ...(jobPath ? [jobPath] : []), '/contact'];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((flag) => flag !== '--headless=new') });
const rows = [];
for (const route of routes) {
  const bytes = await measureBytes(browser, route);
  const scores = await runLighthouse(route);
  rows.push({ route, ...bytes, ...scores });
}
await browser.close();

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const header = ['route', 'JS KB gz', 'JS after input', 'CSS KB gz', 'requests', 'remote JS KB gz', 'perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS'];
const lines = rows.map((r) => [
  r.route.length > 24 ? `${r.route.slice(0, 21)}...` : r.route,
  fmt(r.jsKb),
  fmt(r.jsAfterInputKb),
  fmt(r.cssKb),
  String(r.requests),
  Object.entries(r.remoteJsKb).map(([k, v]) => `${k} ${fmt(v)}`).join(', ') || '-',
  String(r.performance),
  String(r.accessibility),
  fmt(r.lcpMs, 0),
  fmt(r.tbtMs, 0),
  fmt(r.cls, 3),
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
const print = (cells) => process.stdout.write(`${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')}\n`);
process.stdout.write('\nSite (first load, cold cache, mobile Lighthouse)\n');
print(header);
print(widths.map((w) => '-'.repeat(w)));
lines.forEach(print);
process.stdout.write('JS KB gz: downloaded on first load; JS after input: what a first mouse move adds (a prerendered page starts its app then)\n');
process.stdout.write('Targets: JS on / <= 170 KB gz; remote JS on /careers <= 60 KB gz; performance >= 95; accessibility 100; CLS <= 0.02\n');
mkdirSync(path.join(root, 'bench-report'), { recursive: true });
writeFileSync(path.join(root, 'bench-report', 'site.json'), JSON.stringify(rows, null, 2));
