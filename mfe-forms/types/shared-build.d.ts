// The shared build helper is plain .mjs (typed by JSDoc for its own package); this is the part
// of its signature rspack.config.ts uses.
declare module '@edu/shared/build/rspack-config.mjs' {
  import type { Configuration } from '@rspack/core';

  export function createRspackConfig(options: {
    name: 'shell' | 'careers' | 'activities' | 'forms' | 'shop';
    dir: string;
    exposes?: Record<string, string>;
    title?: string;
    runtimePlugins?: string[];
  }): Configuration;
}
