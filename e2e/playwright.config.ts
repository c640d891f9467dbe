import { defineConfig, devices } from '@playwright/test';
import { originOf } from '../shared/build/ports.mjs';
import { e2eEnvironment } from './support/environment';

/**
 * End-to-end specs in Debian's Chromium against the production builds, served as deployed:
 * shell and remotes on separate origins, the API on its own port with a fresh embedded database.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: originOf('shell'),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium tries to reach Google's hosts, which this network refuses.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${originOf('api')}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    env: e2eEnvironment(),
  },
});
