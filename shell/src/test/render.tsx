import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startI18n, useLanguageStore, type Language } from '@edu/shared/i18n';
import { SiteProviders } from '@edu/shared/providers';
import '../i18n/layout';

startI18n();

/** Shows the router's current path, so tests can assert where a click led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders `ui` as the shell does: site providers and a router at `route`, in `language`. */
export function renderInSite(ui: ReactElement, { route = '/', language = 'de' }: { route?: string; language?: Language } = {}) {
  useLanguageStore.getState().setLanguage(language);
  return render(
    <SiteProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SiteProviders>,
  );
}
