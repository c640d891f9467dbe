// @ts-check
/**
 * Default ports of every part (architecture.md), each overridable by one environment variable.
 * Scripts, dev servers, the static servers and the end-to-end tests all read them from here.
 */
const defaults = { shell: 3000, careers: 3001, activities: 3002, shop: 3003, forms: 3004, api: 4000 };

/** @typedef {keyof typeof defaults} Part */

/** @param {Part} part */
export function portOf(part) {
  const fromEnv = process.env[`${part.toUpperCase()}_PORT`];
  return fromEnv ? Number(fromEnv) : defaults[part];
}

/** Host the local servers bind to and are reached on. */
export const HOST = process.env.SITE_HOST ?? '127.0.0.1';

/** @param {Part} part */
export function originOf(part) {
  return `http://${HOST === '0.0.0.0' ? '127.0.0.1' : HOST}:${portOf(part)}`;
}

/** Every origin of the site (shell and remotes): the API's CORS allowlist in a local deployment. */
export function siteOrigins() {
  return /** @type {Part[]} */ (['shell', 'careers', 'activities', 'shop', 'forms']).map(originOf);
}

/**
 * Ports the end-to-end tests use for extra servers (a second shell, a remote they stop and
 * start, an API on an empty database), so the API's CORS allowlist can name them in advance.
 */
export const TEST_PORTS = Array.from({ length: 10 }, (_, i) => Number(process.env.TEST_PORT_BASE ?? 3100) + i);

/** The built bundles, by federation name, and the package folder each one is built in. */
export const BUNDLE_DIRS = /** @type {const} */ ({
  shell: 'shell',
  careers: 'mfe-careers',
  activities: 'mfe-activities',
  forms: 'mfe-forms',
});

/** The remotes the shell loads, by federation name. */
export const REMOTES = /** @type {const} */ (['careers', 'activities', 'forms']);

/** remotes.json and config.json for a local deployment: every part on its own origin. */
export function localDeployment() {
  return {
    remotes: Object.fromEntries(REMOTES.map((name) => [name, `${originOf(name)}/mf-manifest.json`])),
    config: { apiBase: originOf('api') },
  };
}
