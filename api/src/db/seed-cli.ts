/** `pnpm --filter @edu/api seed`: migrate and seed the configured database if it is empty. */
import { loadConfig } from '../config/env.ts';
import { openPg, openPglite } from './db.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';

const config = loadConfig();
const db = config.databaseUrl ? openPg(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'migrations up to date');
  console.log((await seedIfEmpty(db)) ? 'seeded' : 'database not empty: seed skipped');
} finally {
  await db.close();
}
