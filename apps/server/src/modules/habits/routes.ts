import { api, messageOutput } from '@track-grow/domain';
import {
  completionParams,
  completionsQuery,
  habitListQuery,
  heatmapStatsQuery,
  progressStatsQuery,
} from '@track-grow/domain/habits';
import { idParams } from '@track-grow/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import type { AreaDeps } from '../areas';
import { vacationRoutes } from '../vacations/routes';
import * as habits from './service';
import * as stats from './stats-service';

const h = api.habits;
const DEFAULT_LIST_LIMIT = 500;

/** /api/habits/* (and /api/vacations, which pause every habit). Thin: input checked here, rules in services. */
export const habitRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    h.list.path,
    { ...auth, schema: { querystring: habitListQuery, response: { 200: h.list.output } } },
    async (request, reply) => {
      const limit = request.query.limit ?? DEFAULT_LIST_LIMIT;
      const rows = await habits.listHabits(deps, request.user!, {
        archived: request.query.archived ?? false,
        limit,
        cursor: request.query.cursor,
      });
      return pageOf(reply, rows, limit, (row) => [String(row.sortOrder), row.id]).map(habits.toHabitDto);
    },
  );

  app.post(
    h.create.path,
    { ...auth, schema: { body: h.create.body, response: { 201: h.create.output } } },
    async (request, reply) =>
      reply.status(201).send(habits.toHabitDto(await habits.createHabit(deps, request.user!, request.body))),
  );

  app.post(
    h.reorder.path,
    { ...auth, schema: { body: h.reorder.body, response: { 200: h.reorder.output } } },
    async (request) =>
      (await habits.reorderHabits(deps, request.user!, request.body.ids)).map(habits.toHabitDto),
  );

  app.get(
    h.completions.path,
    { ...auth, schema: { querystring: completionsQuery, response: { 200: h.completions.output } } },
    async (request) => habits.listCompletions(deps, request.user!, request.query),
  );

  app.get(h.stats.path, { ...auth, schema: { response: { 200: h.stats.output } } }, async (request) =>
    stats.habitsStats(deps, request.user!),
  );

  app.get(
    h.weeklyStats.path,
    { ...auth, schema: { response: { 200: h.weeklyStats.output } } },
    async (request) => stats.habitsWeeklyStats(deps, request.user!),
  );

  app.get(
    h.progressStats.path,
    { ...auth, schema: { querystring: progressStatsQuery, response: { 200: h.progressStats.output } } },
    async (request) => stats.progressStats(deps, request.user!, request.query),
  );

  app.get(
    h.heatmapStats.path,
    { ...auth, schema: { querystring: heatmapStatsQuery, response: { 200: h.heatmapStats.output } } },
    async (request) => stats.heatmapStats(deps, request.user!, request.query),
  );

  app.get(
    h.get.path,
    { ...auth, schema: { params: idParams, response: { 200: h.get.output } } },
    async (request) => habits.toHabitDto(await habits.getHabit(deps, request.user!, request.params.id)),
  );

  app.patch(
    h.update.path,
    { ...auth, schema: { params: idParams, body: h.update.body, response: { 200: h.update.output } } },
    async (request) =>
      habits.toHabitDto(await habits.updateHabit(deps, request.user!, request.params.id, request.body)),
  );

  app.delete(
    h.remove.path,
    { ...auth, schema: { params: idParams, response: { 200: messageOutput } } },
    async (request) => {
      await habits.deleteHabit(deps, request.user!, request.params.id);
      return { message: 'Habit deleted' };
    },
  );

  app.post(
    h.toggle.path,
    { ...auth, schema: { params: idParams, body: h.toggle.body, response: { 200: h.toggle.output } } },
    async (request) => habits.toggleCompletion(deps, request.user!, request.params.id, request.body.date),
  );

  app.put(
    h.setCompletion.path,
    {
      ...auth,
      schema: {
        params: completionParams,
        body: h.setCompletion.body,
        response: { 200: h.setCompletion.output },
      },
    },
    async (request) =>
      habits.setCompletion(deps, request.user!, request.params.id, request.params.date, request.body),
  );

  app.get(
    h.habitStats.path,
    { ...auth, schema: { params: idParams, response: { 200: h.habitStats.output } } },
    async (request) => stats.oneHabitStats(deps, request.user!, request.params.id),
  );

  await app.register(vacationRoutes, deps);
};
