// @ts-check
/**
 * Serves one built bundle on its own origin (a container of docker-compose, or any host):
 *   node scripts/serve-bundle.mjs <shell|careers|activities|forms>
 * The deploy-time documents come from the environment: API_BASE (config.json) and, for the
 * shell, REMOTE_<NAME>_MANIFEST (remotes.json); defaults are the local deployment's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_DIRS, HOST, REMOTES, localDeployment, portOf } from '../shared/build/ports.mjs';
import { serveStatic } from './serve-static.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * @param {keyof typeof BUNDLE_DIRS} part
 * @param {{ config: { apiBase: string }; remotes: Record<string, string> }} deployment
 */
export function serveBundle(part, deployment) {
  return serveStatic({
    root: path.join(root, BUNDLE_DIRS[part], 'dist'),
    port: portOf(part),
    host: HOST,
    spa: part === 'shell',
    // Every bundle answers config.json (a remote's harness reads it); the shell also remotes.json.
    files: part === 'shell' ? { 'config.json': deployment.config, 'remotes.json': deployment.remotes } : { 'config.json': deployment.config },
    // The shell asks each remote for a preview of its pages; a remote renders them (dist-render/).
    ...(part === 'shell'
      ? { remotes: deployment.remotes }
      : { renderer: { rendererFile: path.join(root, BUNDLE_DIRS[part], 'dist-render', 'render.cjs'), apiBase: deployment.config.apiBase } }),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const part = /** @type {keyof typeof BUNDLE_DIRS} */ (process.argv[2]);
  if (!BUNDLE_DIRS[part]) {
    process.stderr.write(`usage: serve-bundle.mjs <${Object.keys(BUNDLE_DIRS).join('|')}>\n`);
    process.exit(2);
  }
  const local = localDeployment();
  await serveBundle(part, {
    config: { apiBase: process.env.API_BASE ?? local.config.apiBase },
    remotes: Object.fromEntries(
      REMOTES.map((name) => [name, process.env[`REMOTE_${name.toUpperCase()}_MANIFEST`] ?? local.remotes[name]]),
    ),
  });
  process.stdout.write(`${part} on ${HOST}:${portOf(part)}\n`);
}
