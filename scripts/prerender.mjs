// @ts-check
/**
 * Writes the shell's pages as HTML at build time (`node ../scripts/prerender.mjs` in shell/,
 * after both of its builds), so the first paint needs no JavaScript: the hero, the header and
 * the footer are in the document, styled by the CSS styled-components made for them. The
 * browser then hydrates the same markup (shell/src/bootstrap.tsx).
 *
 * Each page holds both languages: Arabic (the default) in #root, German in a <template> that
 * an inline script swaps in before the first paint when the visitor chose German.
 * Output: dist/pages/*.html and dist/prerendered.json (path → file), read by serve-static.mjs.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** @typedef {{ path: string; match: 'exact' | 'prefix'; remote?: string }} PrerenderedRoute */
/** @typedef {{ html: string; styleTags: string }} RenderedPage */

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell');
const rendererFile = path.join(shellDir, 'dist-prerender', 'render-page.cjs');
const distDir = path.join(shellDir, 'dist');

/**
 * One page in one language, in a worker of its own: styled-components names components by the
 * order they are created, so every page starts from a fresh module registry, as a browser does.
 * @param {string} route @param {'ar' | 'de'} language @returns {Promise<RenderedPage>}
 */
function renderInWorker(route, language) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { route, language } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`rendering ${route} (${language}) exited with ${code}`)));
  });
}

/** The page's <title> (React puts it first) moves into <head>; the rest is the body markup. */
function splitTitle(/** @type {string} */ html) {
  const match = /^<title>(.*?)<\/title>/.exec(html);
  return match ? { title: match[1] ?? '', body: html.slice(match[0].length) } : { title: undefined, body: html };
}

/** The browser build's stylesheets (the font faces), linked from <head> instead of added by script. */
async function stylesheets() {
  const files = await readdir(distDir);
  return files.filter((name) => name.endsWith('.css')).map((name) => `/${name}`);
}

/** What a visitor does that asks for the app: any of these starts it on a shell page. */
const FIRST_INPUT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'scroll', 'wheel', 'input', 'change'];

/**
 * When the app's script starts.
 * - A shell page ('exact') is complete without the app: links are links, the text is there.
 *   The app starts at the visitor's first input (a tap is held and replayed, see
 *   early-input.tsx), so reading the page costs a phone no JavaScript at all. The script is
 *   fetched meanwhile at low priority (prefetch: the first paint keeps the bandwidth).
 * - A remote's page ('prefix') only holds the loading state: its app starts right after the
 *   first paint and is preloaded. A timer starts it where no paint is observed (a tab in the
 *   background).
 * - A remote's page with the remote's preview in it (written by the shell's server, see
 *   remote-preview.mjs) is complete like a shell page, and starts the same way.
 * @param {string} src @param {'input' | 'paint'} startAt
 */
function appLoader(src, startAt) {
  const start = `var started=false;function start(){if(started)return;started=true;var s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.appendChild(s)}`;
  const trigger =
    startAt === 'input'
      ? `${JSON.stringify(FIRST_INPUT)}.forEach(function(t){addEventListener(t,start,{capture:true,once:true,passive:true})})`
      : "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start)}).observe({type:'paint',buffered:true})}catch(e){start()}setTimeout(start,1500)";
  const hint = startAt === 'input' ? `<link rel="prefetch" href="${src}">` : `<link rel="preload" as="script" href="${src}">`;
  return `${hint}<script>(function(){${start}${trigger}})()</script>`;
}

const SWAP_TO_GERMAN = `<script>(function(){if(document.documentElement.lang!=='de')return;var t=document.getElementById('prerendered-de');var r=document.getElementById('root');var s=t.content.querySelector('style');document.getElementById('prerendered-styles').replaceWith(s);if(t.dataset.title)document.title=t.dataset.title;r.replaceChildren(t.content);r.setAttribute('data-prerendered-language','de');t.remove()})()</script>`;

/**
 * @param {string} template dist/index.html
 * @param {PrerenderedRoute} route
 * @param {Record<'ar' | 'de', RenderedPage>} pages
 * @param {string[]} styleLinks
 * @param {string} holdClicksScript
 * @param {'input' | 'paint'} startAt
 */
function pageDocument(template, route, pages, styleLinks, holdClicksScript, startAt) {
  const ar = splitTitle(pages.ar.html);
  const de = splitTitle(pages.de.html);
  const arStyles = pages.ar.styleTags.replace('<style ', '<style id="prerendered-styles" ');
  const head = [
    ...styleLinks.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script>${holdClicksScript}</script>`,
    arStyles,
    // Until the swap below has run, Arabic markup must not flash in a German page.
    '<style>html[lang="de"] #root[data-prerendered-language="ar"]{visibility:hidden}</style>',
  ].join('');
  const root =
    `<div id="root" data-prerendered-path="${route.path}" data-prerendered-match="${route.match}" data-prerendered-language="ar">${ar.body}</div>` +
    // data-title: React escaped the title as text, quotes included, so it is a safe attribute value.
    `<template id="prerendered-de"${de.title ? ` data-title="${de.title}"` : ''}>${pages.de.styleTags}${de.body}</template>${SWAP_TO_GERMAN}`;
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  const appScript = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/.exec(template);
  if (!appScript) throw new Error('dist/index.html has no deferred app script');
  const src = appScript[1] ?? appScript[2] ?? '';
  // Replacer functions: the markup may contain `$&` and the like, which a replacement string expands.
  let page = template
    .replace(appScript[0], () => appLoader(src, startAt))
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => root);
  // The title of the default language; the page sets its own again once it runs.
  if (ar.title !== undefined) page = page.replace(/<title>.*?<\/title>/, () => `<title>${ar.title}</title>`);
  return page;
}

/** File name of a route's page: / → index.html, /privacy-policy → privacy-policy.html. */
const pageFile = (/** @type {string} */ route) => `pages/${route === '/' ? 'index' : route.slice(1).replaceAll('/', '_')}.html`;

async function main() {
  const require = createRequire(import.meta.url);
  /** @type {{ PRERENDERED_ROUTES: PrerenderedRoute[]; HOLD_EARLY_CLICKS_SCRIPT: string }} */
  const { PRERENDERED_ROUTES, HOLD_EARLY_CLICKS_SCRIPT } = require(rendererFile);
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const styleLinks = await stylesheets();
  await mkdir(path.join(distDir, 'pages'), { recursive: true });
  /** @type {Record<string, { file: string; match: string; remote?: string; previewFile?: string }>} */
  const manifest = {};
  // Two at a time: the machine's cores, and a worker each.
  for (let i = 0; i < PRERENDERED_ROUTES.length; i += 2) {
    await Promise.all(
      PRERENDERED_ROUTES.slice(i, i + 2).map(async (route) => {
        const [ar, de] = [await renderInWorker(route.path, 'ar'), await renderInWorker(route.path, 'de')];
        const file = pageFile(route.path);
        const write = (/** @type {string} */ name, /** @type {'input' | 'paint'} */ startAt) =>
          writeFile(path.join(distDir, name), pageDocument(template, route, { ar, de }, styleLinks, HOLD_EARLY_CLICKS_SCRIPT, startAt));
        await write(file, route.match === 'exact' ? 'input' : 'paint');
        manifest[route.path] = { file, match: route.match };
        if (route.remote) {
          const previewFile = file.replace(/\.html$/, '.preview.html');
          await write(previewFile, 'input');
          manifest[route.path] = { ...manifest[route.path], remote: route.remote, previewFile };
        }
      }),
    );
  }
  await writeFile(path.join(distDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`prerendered ${Object.keys(manifest).length} pages in Arabic and German\n`);
}

if (isMainThread) {
  await main();
} else {
  const require = createRequire(import.meta.url);
  const { renderPage } = require(rendererFile);
  parentPort?.postMessage(await renderPage(workerData.route, workerData.language));
}
