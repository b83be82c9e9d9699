import { api, messageOutput } from '@track-grow/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { AreaDeps } from '../areas';

export const healthRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db }) => {
  route(app, api.health, { responses: { 503: messageOutput } }, async ({ request, reply }) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ message: 'The database is unreachable' });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
};
