// @ts-check
/**
 * Starts the whole site from the production builds, each part on its own origin as deployed:
 * the API (embedded PostgreSQL with seed data unless DATABASE_URL is set) and one static server
 * per bundle. Used by `pnpm start` and by the end-to-end tests.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_DIRS, HOST, REMOTES, localDeployment, originOf, portOf, siteOrigins } from '../shared/build/ports.mjs';
import { serveBundle } from './serve-bundle.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Starts the API as one child process (node with tsx, not through pnpm, so stopping it stops
 * it all, and a test runner that stops this script's process group stops the API too) and
 * resolves once it answers its health check.
 */
async function startApi() {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    env: { CORS_ORIGINS: siteOrigins().join(','), ...process.env, PORT: String(portOf('api')), HOST },
  });
  const stop = () => {
    if (api.exitCode === null) api.kill('SIGTERM');
  };
  process.on('SIGINT', () => (stop(), process.exit(0)));
  process.on('SIGTERM', () => (stop(), process.exit(0)));
  process.on('exit', stop);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`API exited with ${api.exitCode}`);
    try {
      const response = await fetch(`${originOf('api')}/api/health`);
      if (response.ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('API did not become ready within 120 s');
}

const deployment = localDeployment();
const apiReady = process.env.SKIP_API === '1' ? Promise.resolve() : startApi();
for (const part of /** @type {(keyof typeof BUNDLE_DIRS)[]} */ (Object.keys(BUNDLE_DIRS))) {
  await serveBundle(part, deployment);
}
await apiReady;
process.stdout.write(
  `\nThe site is running: ${originOf('shell')}\n` +
    `  API ${originOf('api')} (OpenAPI: ${originOf('api')}/api/docs)\n` +
    REMOTES.map((name) => `  remote ${name}: ${originOf(name)}\n`).join(''),
);
