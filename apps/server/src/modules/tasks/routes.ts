import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { TasksDeps } from './service';
import * as tasks from './service';

const a = api.tasks;

export const tasksRoutes: FastifyPluginAsyncZod<TasksDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await tasks.listTasks(deps, user, query);
    return pageOf(reply, rows, limit, (row) => row.cursor).map(tasks.toTaskDto);
  });

  route(app, a.create, async ({ user, body }) => tasks.createTask(deps, user, body));

  // Static paths win over /:id in Fastify's router: "quick" and "counts" are never read as ids.
  route(app, a.quickAdd, async ({ user, body }) => tasks.quickAddTask(deps, user, body.text));

  route(app, a.counts, async ({ user }) => tasks.countTasks(deps, user));

  route(app, a.get, async ({ user, params }) => tasks.getTask(deps, user, params.id));

  route(app, a.update, async ({ user, params, body }) => tasks.updateTask(deps, user, params.id, body));

  route(app, a.remove, async ({ user, params }) => {
    await tasks.deleteTask(deps, user, params.id);
    return { message: 'Task deleted' };
  });
};
