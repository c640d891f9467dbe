import path from 'node:path';
import { createRspackConfig } from '@edu/shared/build/rspack-config.mjs';

export default createRspackConfig({
  name: 'careers',
  dir: path.resolve(__dirname),
  title: 'Karriere – Entwicklungsumgebung',
  exposes: {
    './App': './src/exposes/app.tsx',
    './mount': './src/exposes/mount.tsx',
  },
});
