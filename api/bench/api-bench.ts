/**
 * `pnpm --filter @edu/api bench`: autocannon (50 connections, ~10 s each) against the public
 * job list, the public activities list and a hello-world Fastify route in the same process,
 * on a freshly migrated + seeded embedded database. Prints a table and writes
 * bench-report/api.json at the workspace root.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { API_ROOT, loadConfig } from '../src/config/env.ts';
import { openPglite } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

async function run(url: string) {
  // The load runs in a worker thread, so the servers' event loop is not also the client's
  // (in one thread, parsing large responses would be charged to the server under test).
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, workers: 1 });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// Embedded database on a fresh template (cloned like the tests do).
const template = await openPglite({});
await migrate(template);
await seed(template);
const dump = await template.dump!();
await template.close();
const db = await openPglite({ loadDataDir: new Blob([dump]) });

const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', STAFF_TOKENS: '' }), db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const apiBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`;

const targets = [
  ['baseline: hello-world Fastify', helloUrl],
  ['GET /api/public-hiring-ads/open-hiring?skip=0&limit=1000&isActive=true', `${apiBase}/api/public-hiring-ads/open-hiring?skip=0&limit=1000&isActive=true`],
  ['GET /api/public/activities', `${apiBase}/api/public/activities`],
] as const;

// Warm-up (JIT, first cache load).
for (const [, url] of targets) await fetch(url).then((r) => r.arrayBuffer());

const rows: { route: string; reqPerSec: number; p50: number; p99: number; errors: number; ratioToBaseline: number }[] = [];
let baseline = 0;
for (const [route, url] of targets) {
  const r = await run(url);
  if (!baseline) baseline = r.reqPerSec;
  rows.push({ route, ...r, ratioToBaseline: Number((r.reqPerSec / baseline).toFixed(2)) });
}

await app.close();
await hello.close();
await db.close();

const pad = (s: string | number, n: number) => String(s).padEnd(n);
process.stdout.write(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per route\n\n`);
process.stdout.write(`${pad('route', 74)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('ratio', 8)}errors\n`);
for (const r of rows) process.stdout.write(`${pad(r.route, 74)}${pad(r.reqPerSec, 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.ratioToBaseline, 8)}${r.errors}\n`);
const targetsMet = rows.slice(1).every((r) => r.ratioToBaseline >= 0.3 && r.p99 <= 50);
process.stdout.write(`\ntargets (>= 30 % of baseline, p99 <= 50 ms): ${targetsMet ? 'met' : 'MISSED'}\n`);

const outDir = path.resolve(API_ROOT, '..', 'bench-report');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'api.json'),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, connections: CONNECTIONS, durationSeconds: DURATION, targetsMet, results: rows }, null, 2),
);
process.stdout.write(`written ${path.join(outDir, 'api.json')}\n`);
