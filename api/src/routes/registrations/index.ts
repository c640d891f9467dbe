import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.ts';
import { errorResponses, IdParams, staffSecurity } from '../../schemas/common.ts';
import { PageQuery, RegistrationBody } from '../../schemas/forms.ts';

const registrations: FastifyPluginAsyncTypebox<{ publicWriteLimit: object }> = async (app, opts) => {
  const repo = app.repos.forms;

  app.post(
    '/api/registrations',
    {
      config: { form: 'registration', rateLimit: opts.publicWriteLimit },
      schema: {
        tags: ['registrations'],
        summary: 'Simple registration request (public)',
        body: RegistrationBody,
        response: { 201: Type.Ref('Registration'), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await repo.createRegistration(request.body)),
  );

  app.get(
    '/api/registrations',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['registrations'],
        security: staffSecurity,
        querystring: PageQuery,
        response: { 200: Type.Ref('RegistrationList'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repo.listRegistrations(request.query.skip, request.query.limit),
  );

  app.get(
    '/api/registrations/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['registrations'],
        security: staffSecurity,
        params: IdParams,
        response: { 200: Type.Ref('Registration'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => (await repo.getRegistration(request.params.id)) ?? Promise.reject(notFound('registrationNotFound')),
  );
};
export default registrations;
