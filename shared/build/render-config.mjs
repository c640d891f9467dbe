// @ts-check
/**
 * The Node builds of the site's server-side renderers: the shell's build-time prerenderer
 * (scripts/prerender.mjs) and each remote's preview renderer (shared/src/render, loaded by the
 * remote's server through scripts/remote-preview.mjs). The same sources as the browser build,
 * one CommonJS file; no federation, everything a render needs is bundled in.
 */
import path from 'node:path';
import { PREVIEW_PUBLIC_PATH } from './preview-public-path.mjs';
import { sourceRules } from './rspack-config.mjs';

/**
 * @param {{ dir: string; entry?: string; name?: string; outDir?: string; publicPath?: string; externals?: string[] }} options
 *   Defaults are a remote's preview renderer: src/render.tsx → dist-render/render.cjs, asset
 *   URLs under the remote's URL (set per preview).
 *   `externals`: packages required from node_modules at run time instead of bundled (jsdom).
 * @returns {import('@rspack/core').Configuration}
 */
export function createRenderConfig({ dir, entry = './src/render.tsx', name = 'render', outDir = 'dist-render', publicPath = PREVIEW_PUBLIC_PATH, externals = [] }) {
  return {
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { [name]: entry },
    output: {
      path: path.join(dir, outDir),
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Asset URLs as the browser build names them.
      publicPath,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externals: Object.fromEntries(externals.map((module) => [module, `commonjs ${module}`])),
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      // The browser build owns the files (fonts, images, the stylesheet): a render only needs
      // their names.
      rules: sourceRules(true).map((rule) =>
        String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'asset/source' } : rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
