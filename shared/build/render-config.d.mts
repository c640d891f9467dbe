import type { Configuration } from '@rspack/core';

export function createRenderConfig(options: {
  dir: string;
  entry?: string;
  name?: string;
  outDir?: string;
  publicPath?: string;
  externals?: string[];
}): Configuration;
