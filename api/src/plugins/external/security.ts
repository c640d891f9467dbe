/** CORS allowlist, security headers and the per-IP rate limit used by public write routes. */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import { ApiError } from '../../lib/errors.ts';

export default fp(async function securityPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(helmet, {
    // Images and attachments are loaded by the shell and remotes on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Swagger UI (at /api/docs) sets its own CSP; the JSON API needs none beyond the defaults.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
  });
  // Not global: only routes with `config.rateLimit` (the public writes) are limited.
  await app.register(rateLimit, {
    global: false,
    max: config.publicWriteRateLimit,
    timeWindow: config.rateLimitWindowMs,
    errorResponseBuilder: (_req, context) =>
      new ApiError(429, 'rateLimited', { after: `${Math.max(1, Math.ceil(context.ttl / 1000))} s` }),
  });
}, { name: 'security' });
