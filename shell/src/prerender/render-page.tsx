// The build-time renderer (Node): one page of the shell as HTML plus the styles it uses.
// Built by rspack.prerender.config.ts and run by scripts/prerender.mjs, once per page and
// language in a fresh worker, so styled-components numbers its components in the same order
// as a browser that opens that page first.
import '../i18n/start';
import { MemoryRouter } from 'react-router-dom';
import { SiteProviders } from '@edu/shared/providers';
import { renderStatic, type StaticMarkup } from '@edu/shared/render';
import { GlobalStyle } from '@edu/shared/theme';
import { useLanguageStore, type Language } from '@edu/shared/i18n';
import { Site } from '../app';

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

/** One page in one language: the markup of #root, and its styles. */
export async function renderPage(path: string, language: Language): Promise<StaticMarkup> {
  useLanguageStore.getState().setLanguage(language);
  return renderStatic(page(path), `${path} (${language})`);
}

export { PRERENDERED_ROUTES } from './prerendered-routes';
export { HOLD_EARLY_CLICKS_SCRIPT } from './early-input';
