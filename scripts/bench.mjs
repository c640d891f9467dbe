// @ts-check
/**
 * `pnpm bench`: a benchmark report, not a test.
 * 1. API throughput (autocannon, 50 connections) beside a hello-world Fastify baseline.
 * 2. The site from production builds: bytes per route and Lighthouse (mobile).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originOf } from '../shared/build/ports.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

await run('pnpm', ['--filter', '@edu/api', 'bench']);
await run('pnpm', ['build']);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
const site = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATA_DIR: path.join(dataDir, 'pglite'), UPLOAD_DIR: path.join(dataDir, 'uploads'), NODE_ENV: 'production' },
});
try {
  await waitFor(`${originOf('api')}/api/health`, 180_000);
  await run('node', ['e2e/bench/site-bench.mjs']);
} finally {
  site.kill('SIGTERM');
}
