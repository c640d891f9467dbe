import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { sourceRules } from '@edu/shared/build/rspack-config.mjs';

/**
 * The shell's build-time renderer: the same sources as the browser build, compiled for Node
 * into one CommonJS module that scripts/prerender.mjs loads. No federation here: remotes are
 * never rendered at build time (they deploy on their own), only their loading state.
 */
const config: Configuration = {
  context: __dirname,
  mode: 'production',
  target: 'node20',
  devtool: false,
  entry: { 'render-page': './src/prerender/render-page.tsx' },
  output: {
    path: path.join(__dirname, 'dist-prerender'),
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    library: { type: 'commonjs2' },
    // Asset URLs as the browser build resolves them on the shell's origin.
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
  module: {
    // Stylesheets (the font faces) reach the page through the browser build's CSS file.
    rules: sourceRules(true).map((rule) => (String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'asset/source' } : rule)),
  },
  optimization: { minimize: false },
  performance: { hints: false },
};

export default config;
