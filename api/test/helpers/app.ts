/**
 * Gives each test file its own database copied from the run's template (see
 * scripts/run-tests.mjs) and an app built on it with test configuration.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config/env.ts';
import { openPg, openPglite, type Db } from '../../src/db/db.ts';

export const STAFF = { authorization: 'Bearer test-staff-token' };
export const ADMIN = { authorization: 'Bearer test-admin-token' };
export const VIEWER = { authorization: 'Bearer test-viewer-token' };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close: () => Promise<void>;
}

async function openTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `edu_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${process.env.TEST_TEMPLATE_DB}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = openPg(target.toString(), 5);
    return {
      db,
      drop: async () => {
        await db.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const file = process.env.TEST_TEMPLATE_FILE;
  if (!file) throw new Error('Run the suite through `pnpm --filter @edu/api test` (scripts/run-tests.mjs) so a template exists');
  const db = await openPglite({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return { db, drop: () => db.close() };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const { db, drop } = await openTestDb();
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-api-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    STAFF_TOKENS: 'test-staff-token:staff,test-admin-token:admin,test-viewer-token:viewer',
    PUBLIC_WRITE_RATE_LIMIT: '100000',
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export async function count(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

/** Row counts of every table that public writes touch. */
export async function snapshotCounts(db: Db) {
  const tables = ['communications', 'hiring_requests', 'newsletter_subscriptions', 'registrations', 'course_registrations', 'course_registration_attachments'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = await count(db, t);
  return out;
}
