// @ts-check
/**
 * Serves one built bundle (the shell or a remote) the way it is deployed: its own origin,
 * pre-compressed files (brotli/gzip), long-lived caching for content-hashed files, CORS for the
 * federation manifests and chunks, and the shell's index.html for client-side routes.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)$/;
// Names that stay the same across deploys must be revalidated.
const ALWAYS_FRESH = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json']);

/**
 * @param {{ root: string; port: number; host: string; spa: boolean; files?: Record<string, unknown> }} options
 *   `files`: deploy-time JSON documents (config.json, remotes.json) served at `/<name>`.
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function serveStatic({ root, port, host, spa, files = {} }) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root} is not built`);
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  for (const [name, document] of Object.entries(files)) {
    app.get(`/${name}`, (_request, reply) => reply.header('Cache-Control', 'no-cache').send(document));
  }
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const name = path.basename(filePath);
      if (HASHED.test(name)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (ALWAYS_FRESH.has(name)) reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (spa && wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
