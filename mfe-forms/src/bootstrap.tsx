/**
 * Standalone development harness (`pnpm --filter @edu/mfe-forms dev`): the remote runs alone,
 * through its own `./mount`, against the API named in the dev server's config.json. The
 * address decides the page (/contact, /registration, /course-registration); the newsletter
 * widget is mounted below it, as the shell's footer would.
 */
import { loadRuntimeConfig } from '@edu/shared/config';
import { isLanguage } from '@edu/shared/i18n';
import { createMount } from '@edu/shared/mount';
import '@edu/shared/fonts.css';
import { formPaths } from './config/paths';
import { mount } from './exposes/mount';
import NewsletterSignup from './exposes/newsletter-signup';

const basePaths = [formPaths.contact, formPaths.registration, formPaths.courseRegistration];
const basePath = basePaths.find((path) => window.location.pathname.startsWith(path)) ?? formPaths.contact;
if (window.location.pathname === '/') window.history.replaceState(null, '', basePath);

const pageElement = document.getElementById('root');
const footerElement = document.getElementById('newsletter');
const stored = localStorage.getItem('selectedLanguage');
const locale = isLanguage(stored) ? stored : 'ar';

void loadRuntimeConfig('/config.json').then(({ apiBase }) => {
  if (pageElement) mount(pageElement, { locale, apiBase, basePath, routing: 'browser' });
  if (footerElement) createMount(NewsletterSignup)(footerElement, { locale, apiBase, basePath: '/newsletter' });
});
