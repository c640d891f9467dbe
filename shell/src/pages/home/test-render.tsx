/**
 * Test helper for the static pages: renders inside the site's providers and a memory router,
 * in the language asked for. Not a test itself (Jest only runs *.test.tsx).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { startI18n, useLanguageStore, type Language } from '@edu/shared/i18n';
import { SiteProviders } from '@edu/shared/providers';

startI18n();

export function renderPage(ui: ReactElement, { language = 'de', route = '/' }: { language?: Language; route?: string } = {}) {
  useLanguageStore.getState().setLanguage(language);
  return render(
    <SiteProviders>
      {/* A fresh SWR cache per test and no automatic retries: each test sees only its own responses. */}
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SWRConfig>
    </SiteProviders>,
  );
}
