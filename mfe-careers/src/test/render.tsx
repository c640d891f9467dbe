import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setRuntimeConfig } from '@edu/shared/config';
import { startI18n, type Language } from '@edu/shared/i18n';
import { SiteProviders } from '@edu/shared/providers';
import { SiteToaster } from '@edu/shared/ui/toaster';
import { addCareersTranslations } from '../i18n';

export const API_BASE = 'https://api.example.org';

export interface RenderOptionsWithRoute extends Omit<RenderOptions, 'wrapper'> {
  /** Tests default to German, so assertions read like the spec's texts. */
  language?: Language;
  /** Initial location, e.g. '/careers?type=FULL_TIME'. */
  route?: string;
  /** Route pattern the element is rendered under (default: everything). */
  path?: string;
}

/** Shows the router's current location, so tests can assert the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders inside the site's providers (i18n with the careers namespace, theme + direction, a
 * fresh SWR cache per test, the toast area) and a memory router.
 */
export function renderWithSite(ui: ReactElement, { language = 'de', route = '/', path = '*', ...options }: RenderOptionsWithRoute = {}) {
  setRuntimeConfig({ apiBase: API_BASE });
  startI18n({ language });
  addCareersTranslations();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProviders>
      {/* A new cache per render (tests never see each other's data); the site's other SWR
          defaults stay, e.g. the 5-minute deduping that spares the job page a second request. */}
      <SWRConfig value={{ provider: () => new Map(), errorRetryCount: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <SiteToaster />
      </SWRConfig>
    </SiteProviders>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** A fetch Response as far as the API client reads it. */
export function jsonResponse(status: number, body?: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
  } as Response);
}

export type FetchHandler = (url: URL, init: RequestInit) => Promise<Response> | undefined;

/** Replaces global fetch with `handler`; unhandled calls fail the test loudly. */
export function mockFetch(handler: FetchHandler): jest.Mock {
  const mock = jest.fn((input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const response = handler(url, init);
    if (!response) throw new Error(`Unexpected request: ${init.method ?? 'GET'} ${url.pathname}${url.search}`);
    return response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body of a recorded fetch call. */
export function bodyOf(call: unknown[]): unknown {
  const init = call[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
