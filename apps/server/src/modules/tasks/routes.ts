import { api } from '@track-grow/domain';
import { messageOutput } from '@track-grow/domain/auth';
import { idParams } from '@track-grow/domain/shared';
import { taskListQuery } from '@track-grow/domain/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import type { TasksDeps } from './service';
import * as tasks from './service';

const a = api.tasks;

export const tasksRoutes: FastifyPluginAsyncZod<TasksDeps> = async (app, deps) => {
  app.get(
    a.list.path,
    { schema: { querystring: taskListQuery, response: { 200: a.list.output } }, preHandler: app.requireUser },
    async (request, reply) => {
      const { rows, limit } = await tasks.listTasks(deps, request.user!, request.query);
      return pageOf(reply, rows, limit, (row) => row.cursor).map(tasks.toTaskDto);
    },
  );

  app.post(
    a.create.path,
    { schema: { body: a.create.body, response: { 201: a.create.output } }, preHandler: app.requireUser },
    async (request, reply) =>
      reply.status(201).send(await tasks.createTask(deps, request.user!, request.body)),
  );

  // Static paths win over /:id in Fastify's router: "quick" and "counts" are never read as ids.
  app.post(
    a.quickAdd.path,
    { schema: { body: a.quickAdd.body, response: { 201: a.quickAdd.output } }, preHandler: app.requireUser },
    async (request, reply) =>
      reply.status(201).send(await tasks.quickAddTask(deps, request.user!, request.body.text)),
  );

  app.get(
    a.counts.path,
    { schema: { response: { 200: a.counts.output } }, preHandler: app.requireUser },
    async (request) => tasks.countTasks(deps, request.user!),
  );

  app.get(
    a.get.path,
    { schema: { params: idParams, response: { 200: a.get.output } }, preHandler: app.requireUser },
    async (request) => tasks.getTask(deps, request.user!, request.params.id),
  );

  app.patch(
    a.update.path,
    {
      schema: { params: idParams, body: a.update.body, response: { 200: a.update.output } },
      preHandler: app.requireUser,
    },
    async (request) => tasks.updateTask(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    a.remove.path,
    { schema: { params: idParams, response: { 200: messageOutput } }, preHandler: app.requireUser },
    async (request) => {
      await tasks.deleteTask(deps, request.user!, request.params.id);
      return { message: 'Task deleted' };
    },
  );
};
