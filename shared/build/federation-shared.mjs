// @ts-check
/**
 * The one `shared` block of every Module Federation build (shell and remotes), so they cannot
 * drift. Libraries whose React context crosses the boundary must be singletons, or a remote
 * silently loses the shell's router, i18n, theme/RTL manager, SWR cache or toast store.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const sharedRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sharedPackage = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8'));
const require = createRequire(path.join(sharedRoot, 'package.json'));

/** Installed version of a dependency, read from its package.json. */
function versionOf(name) {
  const pkgPath = require.resolve(`${name}/package.json`);
  return JSON.parse(readFileSync(pkgPath, 'utf8')).version;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'styled-components',
  'swr',
  'zustand',
  'react-hot-toast',
  // The shared form fields call useFormContext(): one copy, whichever remote loads it first.
  'react-hook-form',
];

/**
 * The router is the largest shared library (~60 KB gzip whole). Shared modules cannot be
 * tree-shaken by usage across builds, so the site names the exports it uses (router-exports.json):
 * the shell provides only these. Every part must import nothing else from react-router(-dom); a
 * Jest test (shared/src/federation/router-exports.test.ts) checks all sources against the list.
 */
const ROUTER_EXPORTS = JSON.parse(readFileSync(path.join(sharedRoot, 'build', 'router-exports.json'), 'utf8'));

/**
 * @param {{ production: boolean }} options tree-shaking of shared modules is a production-only
 *   optimisation (the dev server's hot runtime does not support it).
 * @returns {Record<string, import('@module-federation/enhanced/rspack').moduleFederationPlugin.SharedConfig>}
 */
export function federationShared({ production }) {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of production ? ['react-router', 'react-router-dom'] : []) {
    shared[name].treeShaking = { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS };
  }
  // Subpaths (react/jsx-runtime, react-dom/client) are shared too, or they would be bundled
  // twice and hooks would break ("Invalid hook call").
  for (const name of ['react', 'react-dom']) {
    const version = versionOf(name);
    shared[`${name}/`] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // The workspace package: `workspace:*` would end up as the raw requiredVersion, so set it.
  shared['@edu/shared/'] = {
    singleton: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  return shared;
}
