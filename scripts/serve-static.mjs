// @ts-check
/**
 * Serves one built bundle (the shell or a remote) the way it is deployed: its own origin,
 * pre-compressed files (brotli/gzip), long-lived caching for content-hashed files, CORS for the
 * federation manifests and chunks, and for the shell's routes the page prerendered for that path
 * (prerendered.json, written by prerender.mjs) or else index.html, which renders in the browser.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { fetchPreview, injectPreview, servePreviews } from './remote-preview.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)$/;
// Names that stay the same across deploys must be revalidated.
const ALWAYS_FRESH = new Set(['index.html', 'prerendered.json', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json']);

/**
 * @param {{
 *   root: string; port: number; host: string; spa: boolean; files?: Record<string, unknown>;
 *   remotes?: Record<string, string>; renderer?: { rendererFile: string; apiBase: string };
 * }} options
 *   `files`: deploy-time JSON documents (config.json, remotes.json) served at `/<name>`.
 *   `remotes` (the shell): manifest URL by remote, asked for previews of their pages.
 *   `renderer` (a remote): its preview renderer and the API it reads.
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function serveStatic({ root, port, host, spa, files = {}, remotes = {}, renderer }) {
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
  if (renderer) servePreviews(app, renderer);
  const pageFor = prerenderedPages(root);
  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  const sendPage = async (request, reply) => {
    const page = pageFor(request.url.split('?')[0] ?? '/');
    reply.header('Cache-Control', 'no-cache');
    const manifestUrl = page.remote ? remotes[page.remote] : undefined;
    if (page.previewPage !== undefined && page.path && manifestUrl) {
      const preview = await fetchPreview({ manifestUrl, url: request.url, basePath: page.path });
      const html = preview && injectPreview(page.previewPage, preview);
      if (html) return sendCompressed(request, reply.type('text/html; charset=utf-8'), html);
    }
    return reply.sendFile(page.file);
  };
  if (spa) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.extname(pathname);
    if (spa && wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * A page made per request (a remote's preview in it), compressed as the files are.
 * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply @param {string} html
 */
async function sendCompressed(request, reply, html) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    // Quality 5: most of the size win for a few milliseconds, on every request.
    const body = await compress.br(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await compress.gzip(html));
  return reply.send(html);
}

/**
 * @typedef {{ path: string; file: string; match: 'exact' | 'prefix'; remote?: string; previewFile?: string; previewPage?: string }} PrerenderedPage
 *   `previewFile`: the same page, started at the first input, where a remote's preview is
 *   written; `previewPage`: its text, read once at start.
 */

/**
 * The page to answer a request with: the prerendered page of that path (an exact page, or a
 * remote's page for every path below it), else index.html. Mirrors prerenderFits() in the
 * shell, which hydrates only a page that fits.
 * @param {string} root
 * @returns {(pathname: string) => Partial<PrerenderedPage> & { file: string }}
 */
function prerenderedPages(root) {
  const manifestFile = path.join(root, 'prerendered.json');
  /** @type {Record<string, Omit<PrerenderedPage, 'path'>>} */
  const pages = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  for (const page of Object.values(pages)) {
    if (page.previewFile) page.previewPage = readFileSync(path.join(root, page.previewFile), 'utf8');
  }
  const entries = Object.entries(pages);
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const found = entries.find(([page, { match }]) => trimmed === page || (match === 'prefix' && trimmed.startsWith(`${page}/`)));
    return found ? { path: found[0], ...found[1] } : { file: 'index.html' };
  };
}
