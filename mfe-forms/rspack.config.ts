import path from 'node:path';
import { createRspackConfig } from '@edu/shared/build/rspack-config.mjs';

export default createRspackConfig({
  name: 'forms',
  dir: path.resolve(__dirname),
  title: 'Formulare – Entwicklungsumgebung',
  exposes: {
    './App': './src/exposes/app.tsx',
    './mount': './src/exposes/mount.tsx',
    './NewsletterSignup': './src/exposes/newsletter-signup.tsx',
  },
});
