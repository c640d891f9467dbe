import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendCachedList } from '../../lib/cached-reply.ts';
import { notFound } from '../../lib/errors.ts';
import { ActivitiesQuery, SystemActivitiesQuery } from '../../schemas/activities.ts';
import { errorResponses, IdParams } from '../../schemas/common.ts';

const publicActivities: FastifyPluginAsyncTypebox = async (app) => {
  const catalog = app.repos.catalog;

  app.get(
    '/api/public/activities',
    {
      schema: {
        tags: ['public'],
        summary: 'Upcoming activities (date from now on), soonest first',
        querystring: ActivitiesQuery,
        response: { 200: Type.Ref('ActivityList'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCachedList(catalog, request, reply, (c) => c.upcomingWithExpiry(request.query)),
  );

  app.get(
    '/api/public/activities/system',
    {
      schema: {
        tags: ['public'],
        summary: 'Upcoming activities of one system',
        querystring: SystemActivitiesQuery,
        response: { 200: Type.Ref('ActivityList'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCachedList(catalog, request, reply, (c) => c.upcomingWithExpiry(request.query)),
  );

  app.get(
    '/api/public/activities/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'One activity, past ones included',
        params: IdParams,
        response: { 200: Type.Ref('Activity'), ...errorResponses(400, 404) },
      },
    },
    async (request) => (await catalog.activity(request.params.id.toLowerCase())) ?? Promise.reject(notFound('activityNotFound')),
  );
};
export default publicActivities;
