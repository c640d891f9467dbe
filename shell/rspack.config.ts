import path from 'node:path';
import { createRspackConfig } from '@edu/shared/build/rspack-config.mjs';

export default createRspackConfig({
  name: 'shell',
  dir: path.resolve(__dirname),
  runtimePlugins: [
    path.resolve(__dirname, 'src/federation/retry-plugin.ts'),
    path.resolve(__dirname, 'src/federation/runtime-plugin.ts'),
  ],
});
