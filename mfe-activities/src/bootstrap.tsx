/**
 * Standalone development harness (`pnpm --filter @edu/mfe-activities dev`): the remote runs
 * alone, through its own `./mount`, against the API named in the dev server's config.json.
 */
import { loadRuntimeConfig } from '@edu/shared/config';
import { isLanguage } from '@edu/shared/i18n';
import '@edu/shared/fonts.css';
import { mount } from './exposes/mount';

const BASE_PATH = '/activities';

const element = document.getElementById('root');
if (element) {
  // The dev server opens at '/'; the routes live under the same base path as in the shell.
  if (!window.location.pathname.startsWith(BASE_PATH)) window.history.replaceState(null, '', BASE_PATH);
  const stored = localStorage.getItem('selectedLanguage');
  void loadRuntimeConfig('/config.json').then(({ apiBase }) =>
    mount(element, { locale: isLanguage(stored) ? stored : 'ar', apiBase, basePath: BASE_PATH, routing: 'browser' }),
  );
}
