// @ts-check
/**
 * One Rspack configuration for the shell and every remote; each package's rspack.config.ts
 * passes only what is its own (name, exposes, port).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federationShared } from './federation-shared.mjs';
import { localDeployment, portOf } from './ports.mjs';

const HARNESS_PAGE = fileURLToPath(new URL('./harness.html', import.meta.url));

/**
 * How sources and assets are compiled, shared by the browser builds and the shell's build-time
 * renderer (asset URLs and file names must be the same in both).
 * @param {boolean} production
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
export function sourceRules(production) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
        env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
  ];
}

/**
 * @param {{
 *   name: 'shell' | 'careers' | 'activities' | 'forms' | 'shop';
 *   dir: string;
 *   exposes?: Record<string, string>;
 *   title?: string;
 *   runtimePlugins?: string[];
 * }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createRspackConfig({ name, dir, exposes, title = 'Bildungsnetzwerk Berlin', runtimePlugins = [] }) {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isHost = name === 'shell';
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: name,
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: sourceRules(production) },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: existsSync(path.join(dir, 'index.html')) ? path.join(dir, 'index.html') : HARNESS_PAGE,
        title,
        minify: production,
        // Absolute script URLs, so a deep link (/activities/42) loads the same files as /.
        publicPath: '/',
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        shared: federationShared({ production }),
        // The shell loads remotes by manifest URL at runtime; nothing is compiled in.
        remotes: {},
        manifest: true,
        dts: false,
        // One offline remote must not stall start-up: load shared deps as they are needed.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        experiments: {
          optimization: isHost
            ? { target: 'web' }
            : // A remote loads no other remote and needs no manifest snapshot: a smaller runtime
              // in its remoteEntry.js, which still works alone on a foreign page (./mount).
              { target: 'web', disableSnapshot: true, disableRemote: true },
        },
      }),
    ],
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    devServer: {
      port: portOf(name),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      // Manifests and chunks are fetched across origins.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The local deployment description: every dev server answers config.json (API base),
      // the shell also remotes.json (the remotes' manifest URLs).
      setupMiddlewares: (middlewares) => {
        const deployment = localDeployment();
        const documents = isHost ? { 'config.json': deployment.config, 'remotes.json': deployment.remotes } : { 'config.json': deployment.config };
        for (const [name, document] of Object.entries(documents)) {
          middlewares.unshift({
            name,
            path: `/${name}`,
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(document));
            },
          });
        }
        return middlewares;
      },
    },
    experiments: { css: true },
  };
}
