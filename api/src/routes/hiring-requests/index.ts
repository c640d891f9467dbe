import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { invalidFields, notFound } from '../../lib/errors.ts';
import { checkAgainstJob } from '../../lib/hiring.ts';
import { resolveLocale } from '../../i18n/index.ts';
import { loadJobs } from '../../repositories/catalog.ts';
import { errorResponses, IdParams, staffSecurity } from '../../schemas/common.ts';
import {
  BulkStatusQuery,
  CreateHiringRequestBody,
  HiringRequestsQuery,
  StatusQuery,
  type CreateHiringRequestBodyT,
} from '../../schemas/hiring-requests.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

const hiringRequests: FastifyPluginAsyncTypebox<{ publicWriteLimit: object }> = async (app, opts) => {
  const repo = app.repos.hiringRequests;
  const staff = { onRequest: app.requireStaff };

  const create = (requireSystem: boolean) => async (body: CreateHiringRequestBodyT, acceptLanguage: string | undefined) => {
    if (body.birthDate > todayUtc()) throw invalidFields([{ field: 'birthDate', rule: 'notInFuture' }]);
    // The job is read inside the transaction that stores the request, so a job deactivated
    // meanwhile cannot receive it.
    return app.db.transaction(async (tx) => {
      const [job] = await loadJobs(tx, body.hiringAdId.toLowerCase());
      const answers = checkAgainstJob(job, body, { requireSystem, locale: resolveLocale(acceptLanguage) });
      return repo.create(tx, body, answers, requireSystem);
    });
  };

  const createSchema = (summary: string) => ({
    config: { form: 'application', rateLimit: opts.publicWriteLimit },
    schema: {
      tags: ['hiring-requests'],
      summary,
      body: CreateHiringRequestBody,
      response: { 201: Type.Ref('HiringRequest'), ...errorResponses(400, 404, 409, 413, 415, 429) },
    },
  });

  app.post('/api/hiring-requests', createSchema('Apply for a job (public)'), async (request, reply) =>
    reply.code(201).send(await create(false)(request.body, request.headers['accept-language'])),
  );
  app.post(
    '/api/hiring-requests/system',
    createSchema('Apply for a job that belongs to a system (public)'),
    async (request, reply) => reply.code(201).send(await create(true)(request.body, request.headers['accept-language'])),
  );

  app.get(
    '/api/hiring-requests',
    {
      ...staff,
      schema: {
        tags: ['hiring-requests'],
        security: staffSecurity,
        querystring: HiringRequestsQuery,
        response: { 200: Type.Ref('HiringRequestList'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { hiringAdIds, ...rest } = request.query;
      return repo.list({ ...rest, ...(hiringAdIds ? { hiringAdIds: hiringAdIds.split(',') } : {}) });
    },
  );

  // Registered before '/:id/status' matters not (different segment counts), but the static
  // '/status' route must win over '/:id' for PATCH: find-my-way prefers static segments.
  app.patch(
    '/api/hiring-requests/status',
    {
      ...staff,
      schema: {
        tags: ['hiring-requests'],
        summary: 'Change the status of several requests, all or nothing',
        security: staffSecurity,
        querystring: BulkStatusQuery,
        response: { 200: Type.Ref('HiringRequestList'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const ids = request.query.hiringRequestIds.split(',');
      if (ids.length > 1000) throw invalidFields([{ field: 'hiringRequestIds', rule: 'maxItems', params: { limit: 1000 } }]);
      const data = await repo.setStatusBulk(ids, request.query.status);
      return { data, count: data.length };
    },
  );

  app.patch(
    '/api/hiring-requests/:id/status',
    {
      ...staff,
      schema: {
        tags: ['hiring-requests'],
        security: staffSecurity,
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: Type.Ref('HiringRequest'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => repo.setStatus(request.params.id, request.query.status),
  );

  app.get(
    '/api/hiring-requests/:id',
    {
      ...staff,
      schema: {
        tags: ['hiring-requests'],
        security: staffSecurity,
        params: IdParams,
        response: { 200: Type.Ref('HiringRequest'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => (await repo.get(request.params.id)) ?? Promise.reject(notFound('hiringRequestNotFound')),
  );

  app.delete(
    '/api/hiring-requests/:id',
    {
      ...staff,
      schema: {
        tags: ['hiring-requests'],
        security: staffSecurity,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await repo.delete(request.params.id))) throw notFound('hiringRequestNotFound');
      return reply.code(204).send(null);
    },
  );
};
export default hiringRequests;
