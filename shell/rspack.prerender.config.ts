import path from 'node:path';
import { createRenderConfig } from '@edu/shared/build/render-config.mjs';

/**
 * The shell's build-time renderer, loaded by scripts/prerender.mjs. No federation here: remotes
 * are never rendered at build time (they deploy on their own), only their loading state.
 */
export default createRenderConfig({
  dir: path.resolve(__dirname),
  entry: './src/prerender/render-page.tsx',
  name: 'render-page',
  outDir: 'dist-prerender',
  // Asset URLs as the browser build resolves them on the shell's origin.
  publicPath: '/',
});
