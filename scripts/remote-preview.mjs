// @ts-check
/**
 * Server-side previews of a remote's pages, between two servers:
 * - a remote's server answers `GET /__preview?url=&base=&public=` with its page rendered by its
 *   own renderer (dist-render/render.cjs, deployed with the remote: the shell never runs a
 *   remote's code);
 * - the shell's server asks the remote for the page a visitor opens and writes it into the
 *   prerendered layout, with the data the browser's first render needs.
 * A remote that is slow, down or has no preview costs nothing: the page is served with its
 * loading state, as without previews.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const PREVIEW_ROUTE = '/__preview';
/** How long a rendered preview is reused for the same page: a burst of visitors costs one render. */
const REUSE_MS = 1000;
/** How long the shell waits for a preview before serving the loading state instead. */
const PREVIEW_TIMEOUT_MS = 1500;

/** @typedef {{ html: Record<'ar' | 'de', string>; data: Record<string, unknown>; title?: Record<'ar' | 'de', string> }} RoutePreview */

/** @type {Map<string, { until: number; preview: Promise<RoutePreview | undefined> }>} */
const rendered = new Map();

/**
 * The preview of a page rendered in the last second, or a new render. Data a visitor sees
 * is then at most REUSE_MS older than the API's; the browser's app refreshes it anyway.
 * @param {string} key @param {() => Promise<RoutePreview | undefined>} render
 */
function recent(key, render) {
  const now = Date.now();
  const hit = rendered.get(key);
  if (hit && hit.until > now) return hit.preview;
  // Bounded: the keys come from visitors' addresses.
  if (rendered.size > 200) for (const [old, { until }] of rendered) if (until <= now) rendered.delete(old);
  if (rendered.size > 200) rendered.clear();
  const preview = render();
  rendered.set(key, { until: now + REUSE_MS, preview });
  // No preview (the API failed, too many renders waiting) is not kept: the next visitor may get one.
  void preview.then((result) => result || rendered.delete(key), () => rendered.delete(key));
  return preview;
}

/**
 * The remote's side: registers the preview route when the bundle has a renderer.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ rendererFile: string; apiBase: string }} options
 */
export function servePreviews(app, { rendererFile, apiBase }) {
  if (!existsSync(rendererFile)) return;
  /** @type {(request: { url: string; basePath: string; apiBase: string; publicPath: string }) => Promise<RoutePreview | undefined>} */
  let renderPreview;
  try {
    renderPreview = createRequire(import.meta.url)(rendererFile).renderPreview;
  } catch (error) {
    // The bundle is still served: its pages show their loading state instead of a preview.
    process.stderr.write(`previews are off, ${rendererFile} failed to load: ${error}\n`);
    return;
  }
  app.get(PREVIEW_ROUTE, {
    schema: {
      querystring: {
        type: 'object',
        required: ['url', 'base', 'public'],
        properties: {
          url: { type: 'string', pattern: '^/', maxLength: 2000 },
          base: { type: 'string', pattern: '^/[^?#]*$', maxLength: 200 },
          public: { type: 'string', pattern: '^https?://', maxLength: 500 },
        },
      },
    },
    handler: async (request, reply) => {
      const query = /** @type {{ url: string; base: string; public: string }} */ (request.query);
      const preview = await recent(JSON.stringify(query), () => renderPreview({ url: query.url, basePath: query.base, apiBase, publicPath: query.public }));
      if (!preview) return reply.code(204).header('Cache-Control', 'no-store').send();
      return reply.header('Cache-Control', 'no-store').send(preview);
    },
  });
}

/**
 * The shell's side: the remote's preview of `url`, or undefined when there is none in time.
 * @param {{ manifestUrl: string; url: string; basePath: string }} page
 * @returns {Promise<RoutePreview | undefined>}
 */
export async function fetchPreview({ manifestUrl, url, basePath }) {
  const publicPath = new URL('.', manifestUrl).href;
  const previewUrl = new URL(PREVIEW_ROUTE.slice(1), publicPath);
  previewUrl.search = new URLSearchParams({ url, base: basePath, public: publicPath }).toString();
  try {
    const response = await fetch(previewUrl, { signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS) });
    if (response.status !== 200) return undefined;
    return /** @type {RoutePreview} */ (await response.json());
  } catch {
    return undefined;
  }
}

const SLOT_OPEN = '<section data-remote-slot=';
const SLOT_CLOSE = '</section>';

const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside <script>: nothing in it may close the element. */
const scriptJson = (/** @type {unknown} */ value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Writes a preview into a prerendered page: each language's markup into that language's slot
 * (`<section data-remote-slot>`, Arabic in #root first, then German in its template), marked
 * `data-remote-preview` for the app, and the data for SWR before </body>.
 * @param {string} page @param {RoutePreview} preview
 * @returns {string | undefined} undefined when the page has no slot for it
 */
export function injectPreview(page, preview) {
  let result = page;
  let cursor = 0;
  for (const language of /** @type {const} */ (['ar', 'de'])) {
    const start = result.indexOf(SLOT_OPEN, cursor);
    const openEnd = start < 0 ? -1 : result.indexOf('>', start);
    const end = openEnd < 0 ? -1 : result.indexOf(SLOT_CLOSE, openEnd);
    if (end < 0) return undefined;
    const open = result.slice(start, openEnd).replace('<section ', '<section data-remote-preview="" ');
    const filled = `${open}>${preview.html[language]}${SLOT_CLOSE}`;
    result = result.slice(0, start) + filled + result.slice(end + SLOT_CLOSE.length);
    cursor = start + filled.length;
  }
  if (preview.title) {
    // Arabic in <title>; German where the page's swap to German takes it from (prerender.mjs).
    const { ar, de } = preview.title;
    result = result
      .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(ar)}</title>`)
      .replace(/<template id="prerendered-de"[^>]*>/, () => `<template id="prerendered-de" data-title="${escapeHtml(de)}">`);
  }
  return result.replace('</body>', () => `<script type="application/json" data-swr-fallback>${scriptJson(preview.data)}</script></body>`);
}
