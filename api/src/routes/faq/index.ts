import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const faq: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/public/faq',
    { schema: { tags: ['public'], summary: 'FAQ entries in display order', response: { 200: Type.Ref('FaqList') } } },
    async () => app.repos.catalog.faq(),
  );
};
export default faq;
