import { createRoot } from 'react-dom/client';
import { startI18n } from '@edu/shared/i18n';
import '@edu/shared/fonts.css';
import { App } from './app';
import { deploymentReady } from './federation/deployment-ready';

startI18n();
// Fetch config.json and remotes.json while the layout renders; remote routes and API calls wait for it.
void deploymentReady().catch(() => undefined);

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
