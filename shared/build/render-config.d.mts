import type { Configuration } from '@rspack/core';

export function createRenderConfig(options: { dir: string; entry?: string; externals?: string[] }): Configuration;
