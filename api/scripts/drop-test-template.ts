import pg from 'pg';

const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${process.env.TEST_TEMPLATE_DB}"`);
await admin.end();
