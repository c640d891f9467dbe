import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const pages = process.argv.slice(2);
for (const lang of ['ar', 'de']) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    await context.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log(lang, width, 'console:', m.text()); });
    for (const p of pages) {
      await page.goto(`http://127.0.0.1:3000${p}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/forms-shots/${p.replace(/\W/g, '') || 'home'}-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
