/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set), applies the
 * migrations, seeds an empty database, and hangs the repositories on the instance.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import { openPg, openPglite, type Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../db/seed.ts';
import { PublicCatalog } from '../../repositories/catalog.ts';
import { CommunicationsRepository } from '../../repositories/communications.ts';
import { FormsRepository } from '../../repositories/forms.ts';
import { HiringRequestsRepository } from '../../repositories/hiring-requests.ts';

export interface Repositories {
  catalog: PublicCatalog;
  communications: CommunicationsRepository;
  hiringRequests: HiringRequestsRepository;
  forms: FormsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
  }
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { config: AppConfig; db?: Db }) {
    const { config } = opts;
    // A database handed in (tests, benchmark) belongs to the caller, who closes it.
    const owned = !opts.db;
    const db = opts.db ?? (config.databaseUrl ? openPg(config.databaseUrl) : await openPglite({ dataDir: config.dataDir }));
    if (owned) {
      const applied = await migrate(db);
      if (applied.length) app.log.info({ applied }, 'migrations applied');
      if (config.seedOnStart && (await seedIfEmpty(db))) app.log.info('empty database seeded');
    }
    app.decorate('db', db);
    app.decorate('repos', {
      catalog: new PublicCatalog(db, config.publicCacheTtlMs),
      communications: new CommunicationsRepository(db),
      hiringRequests: new HiringRequestsRepository(db),
      forms: new FormsRepository(db),
    });
    if (owned) app.addHook('onClose', async () => db.close());
  },
  { name: 'db' },
);
