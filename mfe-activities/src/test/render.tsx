import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setRuntimeConfig } from '@edu/shared/config';
import { startI18n } from '@edu/shared/i18n';
import { SiteProviders } from '@edu/shared/providers';
import { ActivitiesApp, registerTranslations } from '../app';

export const API = 'http://api.test';
export const BASE_PATH = '/activities';

/** Runtime config, German and the remote's namespace before a test file's first render. */
export function setUpSite(): void {
  setRuntimeConfig({ apiBase: API });
  startI18n({ language: 'de' });
  registerTranslations();
}

/** A reply of the mocked API: a JSON body with a status (200 unless given). */
export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = (url: URL) => MockReply | Promise<MockReply>;

/** Replaces global fetch with the API double; returns the mock to inspect calls. */
export function mockApi(handler: Handler): jest.Mock {
  const mock = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const { status = 200, body } = await handler(url);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A fetch that never answers: the loading state stays. */
export function pendingApi(): void {
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
}

/** Wraps anything in the providers the shell gives a remote, with a fresh SWR cache. */
export function withProviders(ui: ReactElement, path = BASE_PATH) {
  return render(
    <SiteProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SWRConfig>
    </SiteProviders>,
  );
}

/** The remote's `./App` mounted under /activities, as the shell mounts it. */
export function renderActivities(path = BASE_PATH) {
  return withProviders(
    <Routes>
      <Route path={`${BASE_PATH}/*`} element={<ActivitiesApp basePath={BASE_PATH} />} />
    </Routes>,
    path,
  );
}
