/**
 * Standalone development harness (`pnpm --filter @edu/mfe-careers dev`): the remote runs
 * alone, through its own `./mount`, against the API named in the dev server's config.json.
 */
import { loadRuntimeConfig } from '@edu/shared/config';
import { isLanguage } from '@edu/shared/i18n';
import '@edu/shared/fonts.css';
import { paths } from './config/paths';
import { mount } from './exposes/mount';

const element = document.getElementById('root');
if (element) {
  const stored = localStorage.getItem('selectedLanguage');
  void loadRuntimeConfig('/config.json').then(({ apiBase }) =>
    mount(element, { locale: isLanguage(stored) ? stored : 'ar', apiBase, basePath: paths.base, routing: 'browser' }),
  );
}
