/**
 * The one place that reads environment variables. Everything else receives a typed `AppConfig`,
 * so tests can build an app with their own config without touching `process.env`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type StaffRole = 'staff' | 'admin';

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** When set, a real PostgreSQL server is used through `pg`. */
  databaseUrl: string | undefined;
  /** Folder of the embedded PGlite cluster (used when databaseUrl is unset). */
  dataDir: string;
  uploadDir: string;
  staticDir: string;
  corsOrigins: string[];
  /** token -> role. Roles other than staff/admin carry no staff rights. */
  staffTokens: Map<string, string>;
  publicWriteRateLimit: number;
  rateLimitWindowMs: number;
  bodyLimit: number;
  /** Milliseconds the in-memory snapshot of public lists (jobs, activities, FAQ) may be reused. */
  publicCacheTtlMs: number;
  logLevel: string;
  seedOnStart: boolean;
}

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The site's local origins: shell and the four remotes, on localhost and 127.0.0.1. */
const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const DEV_STAFF_TOKEN = 'dev-staff-token';

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Environment variable ${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function parseStaffTokens(raw: string | undefined): Map<string, string> {
  const tokens = new Map<string, string>();
  if (!raw) return tokens;
  for (const entry of raw.split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const idx = trimmed.lastIndexOf(':');
    if (idx <= 0) throw new Error(`STAFF_TOKENS entry "${trimmed}" must look like token:role`);
    tokens.set(trimmed.slice(0, idx), trimmed.slice(idx + 1));
  }
  return tokens;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'production';
  const staffTokens = parseStaffTokens(env.STAFF_TOKENS);
  // Only in development, and only when nothing is configured, a documented token works.
  if (nodeEnv === 'development' && env.STAFF_TOKENS === undefined) staffTokens.set(DEV_STAFF_TOKEN, 'staff');
  return {
    nodeEnv,
    port: int(env.PORT, 4000, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(API_ROOT, '.data', 'pglite')),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(API_ROOT, '.data', 'uploads')),
    staticDir: path.join(API_ROOT, 'static'),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
      : DEFAULT_ORIGINS,
    staffTokens,
    publicWriteRateLimit: int(env.PUBLIC_WRITE_RATE_LIMIT, 20, 'PUBLIC_WRITE_RATE_LIMIT'),
    rateLimitWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    publicCacheTtlMs: int(env.PUBLIC_CACHE_TTL_MS, 10_000, 'PUBLIC_CACHE_TTL_MS'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    seedOnStart: env.SEED_ON_START !== 'false',
  };
}
