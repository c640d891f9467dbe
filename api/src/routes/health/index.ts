import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../schemas/common.ts';

/** Readiness: answers once the database is reachable. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }), ...errorResponses(503) },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok' as const, database: app.db.kind };
    },
  );
};
export default health;
