import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { MoodsDeps } from './service';
import * as moods from './service';

const a = api.moods;

export const moodsRoutes: FastifyPluginAsyncZod<MoodsDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await moods.listMoods(deps, user, query);
    return pageOf(reply, rows, limit, moods.moodCursorOf);
  });

  route(app, a.create, async ({ user, body }) => moods.createMood(deps, user, body));

  // Static paths (summary, insights): they win over /:id in Fastify's router.
  route(app, a.summary, async ({ user, query }) => moods.moodSummary(deps, user, query.year));

  route(app, a.insights, async ({ user }) => moods.moodInsightsOf(deps, user));

  route(app, a.get, async ({ user, params }) => moods.getMood(deps, user, params.id));

  route(app, a.update, async ({ user, params, body }) => moods.updateMood(deps, user, params.id, body));

  route(app, a.remove, async ({ user, params }) => {
    await moods.deleteMood(deps, user, params.id);
    return { message: 'Mood entry deleted' };
  });
};
