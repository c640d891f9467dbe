// Node only: a remote's server-side preview of one of its pages. Each remote builds it into
// dist-render/ (shared/build/render-config.mjs) and its server answers the shell with it
// (scripts/remote-preview.mjs), so a visitor sees a remote's page with its data in the first
// paint, before the federation runtime, the remote and the API request have run in the browser.
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { setRuntimeConfig } from '@edu/shared/config';
import { LANGUAGES, startI18n, useLanguageStore, type Language } from '@edu/shared/i18n';
import { PREVIEW_PUBLIC_PATH } from '@edu/shared/build/preview-public-path.mjs';
import { SiteProviders } from '../providers';
import { renderStatic } from './render-static';

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
  /** The tab's title where the page sets its own (the app sets it once it runs), per language. */
  title?: Record<Language, string>;
}

/** A page's own tab title, from its path, the data `dataFor` named (in that order) and the language. */
export type PreviewTitle = (relativePath: string, data: unknown[], language: Language) => string | undefined;


// One render at a time: the language is one store, and a render sets it.
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/**
 * Renders allowed to wait; beyond that a request gets no preview at once (its page comes with
 * the loading state) instead of joining a queue that a burst of requests would make endless.
 */
const MAX_WAITING = 16;

async function renderOnce(App: ComponentType<{ basePath: string }>, request: PreviewRequest, data: Record<string, unknown>, language: Language) {
  useLanguageStore.getState().setLanguage(language);
  const { html, styleTags } = await renderStatic(
    <SiteProviders>
      <SWRConfig value={{ fallback: data }}>
        <MemoryRouter initialEntries={[request.url]}>
          <Routes>
            <Route path={`${request.basePath}/*`} element={<App basePath={request.basePath} />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </SiteProviders>,
    `${request.url} (${language})`,
  );
  // A plain <style>: styled-components in the browser must not adopt these rules as its own
  // (the browser's components are numbered differently); they leave with the preview.
  const styles = styleTags.replace(/<style[^>]*>/g, '<style>');
  return (styles + html).replaceAll(PREVIEW_PUBLIC_PATH, request.publicPath);
}

/**
 * Builds a remote's preview renderer. `dataFor` names the API data of the page at a path
 * relative to the base path ('' for the index, '/42' for a detail); undefined means there is
 * no preview for the path (not one of the remote's pages, or one that cannot be foretold). A failed API call means none
 * either: the browser then shows the loading state and handles the error as always.
 */
export function createPreviewRenderer(
  App: ComponentType<{ basePath: string }>,
  dataFor: (relativePath: string, search: URLSearchParams, basePath: string) => PreviewData[] | undefined,
  titleFor?: PreviewTitle,
) {
  startI18n({ manageDocument: false });
  return function renderPreview(request: PreviewRequest): Promise<RoutePreview | undefined> {
    const run = async () => {
      const url = new URL(request.url, 'http://preview.invalid');
      if (url.pathname !== request.basePath && !url.pathname.startsWith(`${request.basePath}/`)) return undefined;
      const relativePath = url.pathname.slice(request.basePath.length).replace(/\/+$/, '');
      const needed = dataFor(relativePath, url.searchParams, request.basePath);
      if (!needed) return undefined;
      setRuntimeConfig({ apiBase: request.apiBase });
      let values: unknown[];
      try {
        values = await Promise.all(needed.map((item) => item.load()));
      } catch {
        return undefined;
      }
      const data = Object.fromEntries(needed.map((item, index) => [unstable_serialize(item.key), values[index]]));
      const html = {} as Record<Language, string>;
      const title = {} as Record<Language, string>;
      for (const language of LANGUAGES) {
        html[language] = await renderOnce(App, request, data, language);
        const own = titleFor?.(relativePath, values, language);
        if (own) title[language] = own;
      }
      return { html, data, ...(Object.keys(title).length === LANGUAGES.length ? { title } : {}) };
    };
    if (waiting >= MAX_WAITING) return Promise.resolve(undefined);
    waiting += 1;
    const result = queue.then(run, run).finally(() => (waiting -= 1));
    queue = result.catch(() => undefined);
    return result;
  };
}

export { renderStatic, type StaticMarkup } from './render-static';
