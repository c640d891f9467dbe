import os from 'node:os';
import path from 'node:path';
import { TEST_PORTS, siteOrigins } from '../../shared/build/ports.mjs';

/** Staff token the specs use to read stored records back through the staff API. */
export const STAFF_TOKEN = 'e2e-staff-token';
/** A token without the staff role (expects 403). */
export const VIEWER_TOKEN = 'e2e-viewer-token';

/** Origins of the extra servers specs start (see support/servers.ts). */
export const testOrigins = TEST_PORTS.map((port) => `http://127.0.0.1:${port}`);

/** Environment of the site under test: a fresh embedded database and known tokens. */
export function e2eEnvironment(): Record<string, string> {
  const runDir = path.join(os.tmpdir(), `edu-e2e-${process.pid}`);
  return {
    DATA_DIR: path.join(runDir, 'pglite'),
    UPLOAD_DIR: path.join(runDir, 'uploads'),
    STAFF_TOKENS: `${STAFF_TOKEN}:staff,${VIEWER_TOKEN}:viewer`,
    // The specs submit many forms from one IP.
    PUBLIC_WRITE_RATE_LIMIT: '1000',
    CORS_ORIGINS: [...siteOrigins(), ...testOrigins].join(','),
    NODE_ENV: 'production',
    // Request logs of every spec would bury the test report.
    LOG_LEVEL: 'warn',
  };
}
