/** `pnpm --filter @edu/api seed`: migrate and seed the configured database if it is empty. */
import { loadConfig } from '../config/env.ts';
import { openPg, openPglite } from './db.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';

const config = loadConfig();
const db = config.databaseUrl ? openPg(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
try {
  const applied = await migrate(db);
  process.stdout.write(`${applied.length ? `applied migrations: ${applied.join(', ')}` : 'migrations up to date'}\n`);
  process.stdout.write(`${(await seedIfEmpty(db)) ? 'seeded' : 'database not empty: seed skipped'}\n`);
} finally {
  await db.close();
}
