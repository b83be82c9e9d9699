import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { FitnessDeps } from './service';
import * as fitness from './service';

const a = api.fitness;

export const fitnessRoutes: FastifyPluginAsyncZod<FitnessDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await fitness.listWorkouts(deps, user, query);
    return pageOf(reply, rows, limit, fitness.workoutCursorOf);
  });

  route(app, a.create, async ({ user, body }) => fitness.createWorkout(deps, user, body));

  // A static path: it wins over /:id in Fastify's router.
  route(app, a.summary, async ({ user }) => fitness.workoutSummary(deps, user));

  route(app, a.get, async ({ user, params }) => fitness.getWorkout(deps, user, params.id));

  route(app, a.update, async ({ user, params, body }) => fitness.updateWorkout(deps, user, params.id, body));

  route(app, a.remove, async ({ user, params }) => {
    await fitness.deleteWorkout(deps, user, params.id);
    return { message: 'Workout deleted' };
  });
};
