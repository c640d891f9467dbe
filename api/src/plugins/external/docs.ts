/** OpenAPI document generated from the route schemas: JSON at /api/docs/json, UI at /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export default fp(async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Education network API',
        description:
          'Public and staff endpoints of the bilingual site. Errors are { statusCode, error, message, messages? } with message in ar or de (Accept-Language).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Staff token (STAFF_TOKENS)' } },
      },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) ?? `def-${i}` },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}, { name: 'docs' });
