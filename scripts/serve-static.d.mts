import type { FastifyInstance } from 'fastify';

export function serveStatic(options: {
  root: string;
  port: number;
  host: string;
  spa: boolean;
  files?: Record<string, unknown>;
}): Promise<FastifyInstance>;
