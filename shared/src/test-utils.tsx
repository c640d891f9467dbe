import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { startI18n } from './i18n/instance';
import type { Language } from './i18n/language';
import { SiteProviders } from './providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Tests default to German, so assertions read like the spec's texts. */
  language?: Language;
  /** Initial router location. */
  route?: string;
}

/** Renders inside the site's providers (i18n, theme + direction, SWR) and a memory router. */
export function renderWithProviders(ui: ReactElement, { language = 'de', route = '/', ...options }: RenderWithProvidersOptions = {}) {
  startI18n({ language });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProviders>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </SiteProviders>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
