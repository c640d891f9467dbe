/**
 * A deliberately tiny database adapter, so the same SQL runs on embedded PGlite (default, no
 * server needed) and on a real PostgreSQL server through `pg`.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; it is rolled back when fn throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'pg';
  /** PGlite only: the whole cluster as an uncompressed tarball (test templates). */
  dump?: () => Promise<Buffer>;
}

type PGliteTx = Parameters<Parameters<PGlite['transaction']>[0]>[0];

function pgliteTxDb(tx: PGliteTx): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await tx.query<T>(sql, params);
      return res.rows;
    },
    // PGlite has no savepoint helper; nested calls simply join the outer transaction.
    transaction(fn) {
      return fn(this);
    },
    async close() {},
  };
}

export function wrapPglite(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pglite.query<T>(sql, params);
      return res.rows;
    },
    transaction(fn) {
      return pglite.transaction((tx) => fn(pgliteTxDb(tx)));
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
    async dump() {
      const file = await pglite.dumpDataDir('none');
      return Buffer.from(await file.arrayBuffer());
    },
  };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Db> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return wrapPglite(pglite);
}

// Return timestamps as JS Dates (default) and bigint counts as strings (we cast to int in SQL).
export function openPg(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (server restart, database dropped) must not crash the
  // process; the pool replaces it on the next query.
  pool.on('error', (err) => {
    console.warn(`postgres pool: idle client error: ${err.message}`);
  });
  const clientDb = (client: pg.PoolClient): Db => ({
    kind: 'pg',
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params);
      return res.rows as T[];
    },
    transaction(fn) {
      return fn(this);
    },
    async close() {},
  });
  return {
    kind: 'pg',
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
