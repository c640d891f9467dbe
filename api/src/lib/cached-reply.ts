import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCatalog } from '../repositories/catalog.ts';

type Build = Parameters<PublicCatalog['cachedJson']>[1];

/**
 * Answers a public list from the catalog's cache of serialised bodies, keyed by the request URL
 * (path and query), so a repeated request costs neither a query nor a serialisation.
 */
export async function sendCachedList(catalog: PublicCatalog, request: FastifyRequest, reply: FastifyReply, build: Build) {
  const body = await catalog.cachedJson(request.url, build, (page) => reply.serialize(page));
  return reply.type('application/json; charset=utf-8').send(body);
}
