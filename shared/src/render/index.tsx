// Node only: a remote's server-side preview of one of its pages. Each remote builds it into
// dist-render/ (shared/build/render-config.mjs) and its server answers the shell with it
// (scripts/remote-preview.mjs), so a visitor sees a remote's page with its data in the first
// paint, before the federation runtime, the remote and the API request have run in the browser.
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig, unstable_serialize } from 'swr';
import { setRuntimeConfig } from '@edu/shared/config';
import { LANGUAGES, startI18n, useLanguageStore, type Language } from '@edu/shared/i18n';
import { SiteProviders } from '../providers';

/** What one page needs from the API before it renders: the SWR key its hook reads, and the call. */
export interface PreviewData {
  key: readonly unknown[];
  load: () => Promise<unknown>;
}

export interface PreviewRequest {
  /** The page's path and query, e.g. /careers?department=IT. */
  url: string;
  /** Where the shell mounts the remote, e.g. /careers. */
  basePath: string;
  apiBase: string;
  /** URL of the remote's bundle (its manifest's folder): the remote's own images live there. */
  publicPath: string;
}

export interface RoutePreview {
  /** The remote's markup with its styles first, per language. */
  html: Record<Language, string>;
  /** SWR fallback data (serialized key → value), so the remote's first browser render is the same page. */
  data: Record<string, unknown>;
}

/** The Node build writes asset URLs under this prefix; each preview puts the remote's URL in. */
export const PREVIEW_PUBLIC_PATH = 'remote-public-path:/';

// One render at a time: the language is one store, and a render sets it.
let queue: Promise<unknown> = Promise.resolve();

async function renderOnce(App: ComponentType<{ basePath: string }>, request: PreviewRequest, data: Record<string, unknown>, language: Language) {
  useLanguageStore.getState().setLanguage(language);
  const sheet = new ServerStyleSheet();
  try {
    const page = (
      <SiteProviders>
        <SWRConfig value={{ fallback: data }}>
          <MemoryRouter initialEntries={[request.url]}>
            <Routes>
              <Route path={`${request.basePath}/*`} element={<App basePath={request.basePath} />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </SiteProviders>
    );
    // Every boundary written in place, as in the shell's prerenderer (render-page.tsx).
    const { prelude } = await prerender(sheet.collectStyles(page), { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    // A plain <style>: styled-components in the browser must not adopt these rules as its own
    // (the browser's components are numbered differently); they leave with the preview.
    const styles = sheet.getStyleTags().replace(/<style[^>]*>/g, '<style>');
    return (styles + html).replaceAll(PREVIEW_PUBLIC_PATH, request.publicPath);
  } finally {
    sheet.seal();
  }
}

/**
 * Builds a remote's preview renderer. `dataFor` names the API data of the page at a path
 * relative to the base path ('' for the index, '/42' for a detail); undefined means the path
 * is not one of the remote's pages, and there is no preview. A failed API call means none
 * either: the browser then shows the loading state and handles the error as always.
 */
export function createPreviewRenderer(
  App: ComponentType<{ basePath: string }>,
  dataFor: (relativePath: string, search: URLSearchParams) => PreviewData[] | undefined,
) {
  startI18n({ manageDocument: false });
  return function renderPreview(request: PreviewRequest): Promise<RoutePreview | undefined> {
    const run = async () => {
      const url = new URL(request.url, 'http://preview.invalid');
      if (url.pathname !== request.basePath && !url.pathname.startsWith(`${request.basePath}/`)) return undefined;
      const needed = dataFor(url.pathname.slice(request.basePath.length).replace(/\/+$/, ''), url.searchParams);
      if (!needed) return undefined;
      setRuntimeConfig({ apiBase: request.apiBase });
      const data: Record<string, unknown> = {};
      try {
        for (const [index, value] of (await Promise.all(needed.map((item) => item.load()))).entries()) {
          data[unstable_serialize(needed[index]?.key)] = value;
        }
      } catch {
        return undefined;
      }
      const html = {} as Record<Language, string>;
      for (const language of LANGUAGES) html[language] = await renderOnce(App, request, data, language);
      return { html, data };
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
}
