import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { WellnessDeps } from './service';
import * as wellness from './service';

const a = api.wellness;

export const wellnessRoutes: FastifyPluginAsyncZod<WellnessDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await wellness.listEntries(deps, user, query);
    return pageOf(reply, rows, limit, wellness.wellnessCursorOf);
  });

  route(app, a.create, async ({ user, body }) => wellness.upsertEntry(deps, user, body));

  // A static path: it wins over /:id in Fastify's router.
  route(app, a.water, async ({ user, body }) => wellness.addWater(deps, user, body));

  route(app, a.get, async ({ user, params }) => wellness.getEntry(deps, user, params.id));

  route(app, a.update, async ({ user, params, body }) => wellness.updateEntry(deps, user, params.id, body));

  route(app, a.remove, async ({ user, params }) => {
    await wellness.deleteEntry(deps, user, params.id);
    return { message: 'Wellness entry deleted' };
  });
};
