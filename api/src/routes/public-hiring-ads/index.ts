import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendCachedList } from '../../lib/cached-reply.ts';
import { errorResponses } from '../../schemas/common.ts';
import { HiringQuery, OpenHiringQuery, SystemIdParams } from '../../schemas/jobs.ts';

const BASE = '/api/public-hiring-ads';

const publicHiringAds: FastifyPluginAsyncTypebox = async (app) => {
  const catalog = app.repos.catalog;
  const response = { 200: Type.Ref('JobList'), ...errorResponses(400) };

  app.get(
    `${BASE}/open-hiring`,
    { schema: { tags: ['public'], summary: 'Active job ads', querystring: OpenHiringQuery, response } },
    // isActive is accepted (the site sends it) but "open" always means active.
    async (request, reply) =>
      sendCachedList(catalog, request, reply, async (c) => ({ page: await c.jobs({ ...request.query, isActive: undefined, activeOnly: true }) })),
  );

  // Static segment: registered explicitly so it is never taken for a systemId.
  app.get(
    `${BASE}/open-hiring/systems`,
    { schema: { tags: ['public'], summary: 'Active job ads that belong to any system', querystring: OpenHiringQuery, response } },
    async (request, reply) =>
      sendCachedList(catalog, request, reply, async (c) => ({ page: await c.jobs({ ...request.query, isActive: undefined, activeOnly: true, anySystem: true }) })),
  );

  app.get(
    `${BASE}/open-hiring/:systemId`,
    {
      schema: { tags: ['public'], summary: 'Active job ads of one system', params: SystemIdParams, querystring: OpenHiringQuery, response },
    },
    async (request, reply) =>
      sendCachedList(catalog, request, reply, async (c) => ({ page: await c.jobs({ ...request.query, isActive: undefined, activeOnly: true, systemId: request.params.systemId.toLowerCase() }) })),
  );

  app.get(
    `${BASE}/hiring`,
    { schema: { tags: ['public'], summary: 'All job ads (isActive filter optional)', querystring: HiringQuery, response } },
    async (request, reply) =>
      sendCachedList(catalog, request, reply, async (c) => ({ page: await c.jobs(request.query) })),
  );

  app.get(
    `${BASE}/hiring/:systemId`,
    {
      schema: { tags: ['public'], summary: 'All job ads of one system', params: SystemIdParams, querystring: HiringQuery, response },
    },
    async (request, reply) =>
      sendCachedList(catalog, request, reply, async (c) => ({ page: await c.jobs({ ...request.query, systemId: request.params.systemId.toLowerCase() }) })),
  );
};
export default publicHiringAds;
