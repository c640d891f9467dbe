/**
 * Builds the migrated + seeded template once per test run.
 * - PGlite: dumps the data dir to TEST_TEMPLATE_FILE; each test file loads a copy (~0.6 s).
 * - PostgreSQL (TEST_DATABASE_URL): creates database TEST_TEMPLATE_DB; each test file creates
 *   its own database `TEMPLATE` it and drops it afterwards.
 */
import fs from 'node:fs';
import pg from 'pg';
import { openPg, openPglite } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

const started = Date.now();
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const name = process.env.TEST_TEMPLATE_DB!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPg(target.toString(), 2);
  await migrate(db);
  await seed(db);
  await db.close();
  process.stdout.write(`test template database ${name} ready in ${Date.now() - started} ms\n`);
} else {
  const db = await openPglite({});
  await migrate(db);
  await seed(db);
  const dump = await db.dump!();
  fs.writeFileSync(process.env.TEST_TEMPLATE_FILE!, dump);
  await db.close();
  process.stdout.write(`test template (PGlite dump, ${(dump.length / 1e6).toFixed(1)} MB) ready in ${Date.now() - started} ms\n`);
}
