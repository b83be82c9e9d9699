import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { MoodDeps } from './service';
import * as mood from './service';

const a = api.mood;

export const moodRoutes: FastifyPluginAsyncZod<MoodDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await mood.listMoods(deps, user, query);
    return pageOf(reply, rows, limit, mood.moodCursorOf);
  });

  route(app, a.create, async ({ user, body }) => mood.createMood(deps, user, body));

  // Static paths (summary, insights): they win over /:id in Fastify's router.
  route(app, a.summary, async ({ user, query }) => mood.moodSummary(deps, user, query.year));

  route(app, a.insights, async ({ user }) => mood.moodInsightsOf(deps, user));

  route(app, a.get, async ({ user, params }) => mood.getMood(deps, user, params.id));

  route(app, a.update, async ({ user, params, body }) => mood.updateMood(deps, user, params.id, body));

  route(app, a.remove, async ({ user, params }) => {
    await mood.deleteMood(deps, user, params.id);
    return { message: 'Mood entry deleted' };
  });
};
