// @ts-check
/**
 * Serves one built bundle (the shell or a remote) the way it is deployed: its own origin,
 * pre-compressed files (brotli/gzip), long-lived caching for content-hashed files, CORS for the
 * federation manifests and chunks, and for the shell's routes the page prerendered for that path
 * (prerendered.json, written by prerender.mjs) or else index.html, which renders in the browser.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)$/;
// Names that stay the same across deploys must be revalidated.
const ALWAYS_FRESH = new Set(['index.html', 'prerendered.json', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json']);

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
    // Pages go through the not-found handler below: / is the prerendered home, not index.html.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // The pre-compressed twin (index.html.br) is cached like the file it stands for.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (HASHED.test(name)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (ALWAYS_FRESH.has(name) || name.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  const pageFor = prerenderedPages(root);
  /** @param {string} pathname @param {import('fastify').FastifyReply} reply */
  const sendPage = (pathname, reply) => reply.header('Cache-Control', 'no-cache').sendFile(pageFor(pathname));
  if (spa) app.get('/', (_request, reply) => sendPage('/', reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.extname(pathname);
    if (spa && wantsPage) return sendPage(pathname, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}

/**
 * The file to answer a page request with: the prerendered page of that path (an exact page, or
 * a remote's page for every path below it), else index.html. Mirrors prerenderFits() in the
 * shell, which hydrates only a page that fits.
 * @param {string} root
 * @returns {(pathname: string) => string}
 */
function prerenderedPages(root) {
  const manifestFile = path.join(root, 'prerendered.json');
  /** @type {Record<string, { file: string; match: 'exact' | 'prefix' }>} */
  const pages = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const entries = Object.entries(pages);
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const found = entries.find(([page, { match }]) => trimmed === page || (match === 'prefix' && trimmed.startsWith(`${page}/`)));
    return found ? found[1].file : 'index.html';
  };
}
