/** Multipart parsing and the static seed images. */
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import { UPLOAD_LIMITS } from '../../lib/uploads.ts';

export default fp(async function uploadsPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: UPLOAD_LIMITS.maxFiles,
      fields: 60,
      fieldSize: 20_000,
      parts: 80,
    },
    throwFileSizeLimit: true,
  });
  await app.register(fastifyStatic, {
    root: opts.config.staticDir,
    prefix: '/static/',
    // Seed images are fixed content: cache them for a year.
    maxAge: '365d',
    immutable: true,
    index: false,
    decorateReply: true,
  });
}, { name: 'uploads' });
