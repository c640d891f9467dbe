// @ts-check
/**
 * Serves one built bundle on its own origin (a container of docker-compose, or any host):
 *   node scripts/serve-bundle.mjs <shell|careers|activities|forms>
 * The deploy-time documents come from the environment: API_BASE (config.json) and, for the
 * shell, REMOTE_<NAME>_MANIFEST (remotes.json); defaults are the local deployment's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, REMOTES, localDeployment, portOf } from '../shared/build/ports.mjs';
import { serveStatic } from './serve-static.mjs';

const DIRS = { shell: 'shell', careers: 'mfe-careers', activities: 'mfe-activities', forms: 'mfe-forms' };
const part = /** @type {keyof typeof DIRS} */ (process.argv[2]);
if (!DIRS[part]) {
  process.stderr.write(`usage: serve-bundle.mjs <${Object.keys(DIRS).join('|')}>\n`);
  process.exit(2);
}
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const local = localDeployment();
const config = { apiBase: process.env.API_BASE ?? local.config.apiBase };
const remotes = Object.fromEntries(
  REMOTES.map((name) => [name, process.env[`REMOTE_${name.toUpperCase()}_MANIFEST`] ?? local.remotes[name]]),
);
await serveStatic({
  root: path.join(root, DIRS[part], 'dist'),
  port: portOf(part),
  host: HOST,
  spa: part === 'shell',
  files: part === 'shell' ? { 'config.json': config, 'remotes.json': remotes } : { 'config.json': config },
});
process.stdout.write(`${part} on ${HOST}:${portOf(part)}\n`);
