import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.ts';
import { errorResponses, IdParams, staffSecurity } from '../../schemas/common.ts';
import {
  CommunicationsQuery,
  CreateCommunicationBody,
  ReplyBody,
} from '../../schemas/communications.ts';

const communications: FastifyPluginAsyncTypebox<{ publicWriteLimit: object }> = async (app, opts) => {
  const repo = app.repos.communications;
  const staff = { onRequest: app.requireStaff };

  app.post(
    '/api/communications',
    {
      config: { form: 'communication', rateLimit: opts.publicWriteLimit },
      schema: {
        tags: ['communications'],
        summary: 'Send a contact message (public)',
        body: CreateCommunicationBody,
        response: { 201: Type.Ref('Communication'), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await repo.create(request.body)),
  );

  app.get(
    '/api/communications',
    {
      ...staff,
      schema: {
        tags: ['communications'],
        security: staffSecurity,
        querystring: CommunicationsQuery,
        response: { 200: Type.Ref('CommunicationList'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repo.list(request.query),
  );

  app.get(
    '/api/communications/:id',
    {
      ...staff,
      schema: {
        tags: ['communications'],
        security: staffSecurity,
        params: IdParams,
        response: { 200: Type.Ref('Communication'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => (await repo.get(request.params.id)) ?? Promise.reject(notFound('communicationNotFound')),
  );

  app.put(
    '/api/communications/reply/:id',
    {
      ...staff,
      schema: {
        tags: ['communications'],
        summary: 'Store a reply and mark the message reviewed',
        security: staffSecurity,
        params: IdParams,
        body: ReplyBody,
        response: { 200: Type.Ref('Communication'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      (await repo.reply(request.params.id, request.body.reply)) ?? Promise.reject(notFound('communicationNotFound')),
  );

  app.delete(
    '/api/communications/:id',
    {
      ...staff,
      schema: {
        tags: ['communications'],
        security: staffSecurity,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await repo.delete(request.params.id))) throw notFound('communicationNotFound');
      return reply.code(204).send(null);
    },
  );
};
export default communications;
