import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { serveStatic } from '../../scripts/serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Built bundle folders, by federation name. */
export const BUNDLE_DIRS = {
  shell: 'shell/dist',
  careers: 'mfe-careers/dist',
  activities: 'mfe-activities/dist',
  forms: 'mfe-forms/dist',
} as const;

/** A free TCP port on the loopback interface. */
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
  const port = options.port ?? (await freePort());
  const server = await serveStatic({
    root: path.join(root, BUNDLE_DIRS[bundle]),
    port,
    host: '127.0.0.1',
    spa: bundle === 'shell',
    files: options.files ?? {},
  });
  return { origin: `http://127.0.0.1:${port}`, port, server };
}
