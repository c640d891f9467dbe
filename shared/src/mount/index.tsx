import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from '@edu/shared/config';
import { directionOf, startI18n, type Language } from '@edu/shared/i18n';
import { SiteProviders } from '../providers';
import { GlobalStyle } from '../theme';
import { SiteToaster } from '../ui/toaster';

export interface MountOptions {
  locale?: Language;
  /** Origin of the API, e.g. https://api.example.org. */
  apiBase: string;
  /** Path the remote's routes live under, e.g. /activities. */
  basePath: string;
  /**
   * 'memory' (default) keeps navigation inside the widget, so a foreign page's URL is never
   * touched; 'browser' uses the address bar (the development harness).
   */
  routing?: 'memory' | 'browser';
}

export type Unmount = () => void;

/**
 * Builds a remote's `./mount`: its own root, providers and router, for a page that is not this
 * React site (the school or publisher site) or for the remote's development harness.
 */
export function createMount(App: ComponentType<{ basePath: string }>) {
  return function mount(element: HTMLElement, options: MountOptions): Unmount {
    setRuntimeConfig({ apiBase: options.apiBase });
    const locale = options.locale ?? 'ar';
    startI18n({ language: locale, manageDocument: options.routing === 'browser' });
    element.setAttribute('dir', directionOf(locale));
    element.setAttribute('lang', locale);
    const basePath = options.basePath.replace(/\/+$/, '');
    const routes = (
      <Routes>
        <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
      </Routes>
    );
    const root = createRoot(element);
    root.render(
      <SiteProviders>
        <GlobalStyle />
        {options.routing === 'browser' ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[basePath]}>{routes}</MemoryRouter>
        )}
        <SiteToaster />
      </SiteProviders>,
    );
    return () => root.unmount();
  };
}
