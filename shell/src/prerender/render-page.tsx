// The build-time renderer (Node): one page of the shell as HTML plus the styles it uses.
// Built by rspack.prerender.config.ts and run by scripts/prerender.mjs, once per page and
// language in a fresh worker, so styled-components numbers its components in the same order
// as a browser that opens that page first.
import '../i18n/start';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SiteProviders } from '@edu/shared/providers';
import { GlobalStyle } from '@edu/shared/theme';
import { useLanguageStore, type Language } from '@edu/shared/i18n';
import { Site } from '../app';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tag for exactly these components. */
  styleTags: string;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

function page(path: string) {
  return (
    <SiteProviders>
      <GlobalStyle />
      <MemoryRouter initialEntries={[path]}>
        <Site />
      </MemoryRouter>
    </SiteProviders>
  );
}

/**
 * `prerender` waits for the lazy pages (about, imprint, ...) instead of printing a fallback.
 * Without a chunk size limit it writes every boundary in place: by default a large boundary is
 * written as hidden markup that an inline script moves into place later, after the first
 * paint, so the page would first paint empty and then jump (CLS 0.92 measured).
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  useLanguageStore.getState().setLanguage(language);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(sheet.collectStyles(page(path)), { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await readAll(prelude);
    if (html.includes('<!--$?-->')) throw new Error(`${path}: a part of the page is not written in place`);
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export { PRERENDERED_ROUTES } from './prerendered-routes';
export { HOLD_EARLY_CLICKS_SCRIPT } from './early-input';
