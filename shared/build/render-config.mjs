// @ts-check
/**
 * The Node build of a remote's preview renderer (shared/src/render): the same sources as the
 * browser build, one CommonJS file in dist-render/ that the remote's server loads
 * (scripts/remote-preview.mjs). No federation: everything the preview needs is bundled in.
 */
import path from 'node:path';
import { sourceRules } from './rspack-config.mjs';

// Kept in step with PREVIEW_PUBLIC_PATH in shared/src/render: each preview replaces it.
const PREVIEW_PUBLIC_PATH = 'remote-public-path:/';

/**
 * @param {{ dir: string; entry?: string; externals?: string[] }} options
 *   `externals`: packages required from node_modules at run time instead of bundled (jsdom).
 * @returns {import('@rspack/core').Configuration}
 */
export function createRenderConfig({ dir, entry = './src/render.tsx', externals = [] }) {
  return {
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { render: entry },
    output: {
      path: path.join(dir, 'dist-render'),
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Asset URLs as the browser build names them, under the remote's URL (set per preview).
      publicPath: PREVIEW_PUBLIC_PATH,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externals: Object.fromEntries(externals.map((name) => [name, `commonjs ${name}`])),
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      // The browser build owns the files: this one only needs their names.
      rules: sourceRules(true).map((rule) =>
        String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'asset/source' } : rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
