/**
 * Staff authentication: `Authorization: Bearer <token>`, tokens and roles from STAFF_TOKENS.
 * No token -> 401; a known token without the staff/admin role -> 403; an unknown token -> 401.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import { ApiError } from '../../lib/errors.ts';

const STAFF_ROLES = new Set(['staff', 'admin']);

declare module 'fastify' {
  interface FastifyInstance {
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function sameToken(a: string, b: string) {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const tokens = [...opts.config.staffTokens.entries()];
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw new ApiError(401, 'missingToken');
      const presented = match[1] as string;
      let role: string | undefined;
      for (const [token, r] of tokens) if (sameToken(token, presented)) role = r;
      if (role === undefined) throw new ApiError(401, 'invalidToken');
      if (!STAFF_ROLES.has(role)) throw new ApiError(403, 'missingRole');
    });
  },
  { name: 'auth' },
);
