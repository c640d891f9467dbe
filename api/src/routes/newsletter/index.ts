import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, staffSecurity } from '../../schemas/common.ts';
import { PageQuery, SubscribeBody } from '../../schemas/forms.ts';

const newsletter: FastifyPluginAsyncTypebox<{ publicWriteLimit: object }> = async (app, opts) => {
  const repo = app.repos.forms;

  app.post(
    '/api/newsletter/subscriptions',
    {
      config: { form: 'newsletter', rateLimit: opts.publicWriteLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email (201 new, 200 already subscribed; never a duplicate)',
        body: SubscribeBody,
        response: {
          200: Type.Ref('NewsletterSubscription'),
          201: Type.Ref('NewsletterSubscription'),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { created, subscription } = await repo.subscribe(request.body.email);
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );

  app.get(
    '/api/newsletter/subscriptions',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['newsletter'],
        security: staffSecurity,
        querystring: PageQuery,
        response: { 200: Type.Ref('SubscriptionList'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repo.listSubscriptions(request.query.skip, request.query.limit),
  );
};
export default newsletter;
