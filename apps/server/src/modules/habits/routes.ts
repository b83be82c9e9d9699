import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { AreaDeps } from '../areas';
import { vacationsRoutes } from '../vacations/routes';
import * as habits from './service';
import * as stats from './stats-service';

const h = api.habits;
const DEFAULT_LIST_LIMIT = 500;

/** /api/habits/* (and /api/vacations, which pause every habit). Thin: input checked here, rules in services. */
export const habitsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  route(app, h.list, async ({ user, query, reply }) => {
    const limit = query.limit ?? DEFAULT_LIST_LIMIT;
    const rows = await habits.listHabits(deps, user, {
      archived: query.archived ?? false,
      limit,
      cursor: query.cursor,
    });
    return pageOf(reply, rows, limit, (row) => [String(row.sortOrder), row.id]).map(habits.toHabitDto);
  });

  route(app, h.create, async ({ user, body }) =>
    habits.toHabitDto(await habits.createHabit(deps, user, body)),
  );

  route(app, h.reorder, async ({ user, body }) =>
    (await habits.reorderHabits(deps, user, body.ids)).map(habits.toHabitDto),
  );

  route(app, h.completions, async ({ user, query }) => habits.listCompletions(deps, user, query));

  route(app, h.stats, async ({ user }) => stats.habitsStats(deps, user));

  route(app, h.weeklyStats, async ({ user }) => stats.habitsWeeklyStats(deps, user));

  route(app, h.progressStats, async ({ user, query }) => stats.progressStats(deps, user, query));

  route(app, h.heatmapStats, async ({ user, query }) => stats.heatmapStats(deps, user, query));

  route(app, h.get, async ({ user, params }) =>
    habits.toHabitDto(await habits.getHabit(deps, user, params.id)),
  );

  route(app, h.update, async ({ user, params, body }) =>
    habits.toHabitDto(await habits.updateHabit(deps, user, params.id, body)),
  );

  route(app, h.remove, async ({ user, params }) => {
    await habits.deleteHabit(deps, user, params.id);
    return { message: 'Habit deleted' };
  });

  route(app, h.toggle, async ({ user, params, body }) =>
    habits.toggleCompletion(deps, user, params.id, body.date),
  );

  route(app, h.setCompletion, async ({ user, params, body }) =>
    habits.setCompletion(deps, user, params.id, params.date, body),
  );

  route(app, h.habitStats, async ({ user, params }) => stats.oneHabitStats(deps, user, params.id));

  await app.register(vacationsRoutes, deps);
};
