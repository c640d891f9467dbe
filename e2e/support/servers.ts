import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { BUNDLE_DIRS, TEST_PORTS } from '../../shared/build/ports.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { testOrigins } from './environment';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A free TCP port on the loopback interface (any; the API's CORS list does not know it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts one more static server for a built bundle, e.g. a second shell whose remotes.json
 * points at a remote the test stops and starts. `files` are the deploy-time JSON documents.
 */
export async function startBundleServer(
  bundle: keyof typeof BUNDLE_DIRS,
  options: { port?: number; files?: Record<string, unknown> } = {},
): Promise<{ origin: string; port: number; server: FastifyInstance }> {
  const port = options.port ?? (await freeTestPort());
  const server = await serveStatic({
    root: path.join(root, BUNDLE_DIRS[bundle], 'dist'),
    port,
    host: '127.0.0.1',
    spa: bundle === 'shell',
    files: options.files ?? {},
  });
  return { origin: `http://127.0.0.1:${port}`, port, server };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port from the test pool (shared/build/ports.mjs TEST_PORTS): the API of the site under
 * test allows these origins, so a second shell started on one can call it.
 */
export async function freeTestPort(): Promise<number> {
  for (const port of TEST_PORTS) if (await isFree(port)) return port;
  throw new Error('every test port is in use');
}

/**
 * Starts a second, real API process (e.g. on an empty database: `seed: false`) for specs that
 * need data the main site does not have. Its CORS allowlist names the test ports.
 */
export async function startApi(options: { seed: boolean }): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-api-'));
  const child = spawn('pnpm', ['--filter', '@edu/api', 'start'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'pglite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SEED_ON_START: options.seed ? 'true' : 'false',
      CORS_ORIGINS: testOrigins.join(','),
      NODE_ENV: 'production',
    },
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('second API did not become ready');
}
