// First import: i18n is started (stored language, or Arabic stored on a first visit, and
// <html lang dir> in sync) before any module adds its namespace.
import './i18n/start';
import '@edu/shared/fonts.css';
import { primeCacheFromPage } from '@edu/shared/swr';
import { App } from './app';
import { deploymentReady } from './federation/deployment-ready';
import { startApp } from './prerender/start-app';
import { preloadPageAt, preloadRemoteAt } from './routes';

// Fetch config.json and remotes.json while the layout renders; remote routes and API calls wait for it.
void deploymentReady().catch(() => undefined);
// On a remote's route its app downloads while the shell renders (or hydrates) the layout.
preloadRemoteAt(window.location.pathname);

// A remote's preview came with its data: the remote's first render uses it.
primeCacheFromPage();
const container = document.getElementById('root');
if (container) startApp(container, <App />, preloadPageAt(window.location.pathname));
