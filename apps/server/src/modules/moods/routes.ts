import { api } from '@track-grow/domain';
import { messageOutput } from '@track-grow/domain/auth';
import { moodListQuery, moodSummaryQuery } from '@track-grow/domain/mood';
import { idParams } from '@track-grow/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import type { MoodsDeps } from './service';
import * as moods from './service';

const a = api.moods;

export const moodsRoutes: FastifyPluginAsyncZod<MoodsDeps> = async (app, deps) => {
  app.get(
    a.list.path,
    { schema: { querystring: moodListQuery, response: { 200: a.list.output } }, preHandler: app.requireUser },
    async (request, reply) => {
      const { rows, limit } = await moods.listMoods(deps, request.user!, request.query);
      return pageOf(reply, rows, limit, moods.moodCursorOf);
    },
  );

  app.post(
    a.create.path,
    { schema: { body: a.create.body, response: { 201: a.create.output } }, preHandler: app.requireUser },
    async (request, reply) =>
      reply.status(201).send(await moods.createMood(deps, request.user!, request.body)),
  );

  // Static paths (summary, insights): they win over /:id in Fastify's router.
  app.get(
    a.summary.path,
    {
      schema: { querystring: moodSummaryQuery, response: { 200: a.summary.output } },
      preHandler: app.requireUser,
    },
    async (request) => moods.moodSummary(deps, request.user!, request.query.year),
  );

  app.get(
    a.insights.path,
    { schema: { response: { 200: a.insights.output } }, preHandler: app.requireUser },
    async (request) => moods.moodInsightsOf(deps, request.user!),
  );

  app.get(
    a.get.path,
    { schema: { params: idParams, response: { 200: a.get.output } }, preHandler: app.requireUser },
    async (request) => moods.getMood(deps, request.user!, request.params.id),
  );

  app.patch(
    a.update.path,
    {
      schema: { params: idParams, body: a.update.body, response: { 200: a.update.output } },
      preHandler: app.requireUser,
    },
    async (request) => moods.updateMood(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    a.remove.path,
    { schema: { params: idParams, response: { 200: messageOutput } }, preHandler: app.requireUser },
    async (request) => {
      await moods.deleteMood(deps, request.user!, request.params.id);
      return { message: 'Mood entry deleted' };
    },
  );
};
