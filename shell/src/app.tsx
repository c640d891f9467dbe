// First import: starts i18n before any module below adds its namespace.
import './i18n/start';
import { BrowserRouter } from 'react-router-dom';
import { SiteProviders } from '@edu/shared/providers';
import { GlobalStyle } from '@edu/shared/theme';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './routes';

/** The site inside a router; tests render it in a MemoryRouter. */
export function Site() {
  return (
    <SiteLayout>
      <AppRoutes />
    </SiteLayout>
  );
}

export function App() {
  return (
    <SiteProviders>
      <GlobalStyle />
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </SiteProviders>
  );
}
