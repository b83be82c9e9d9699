import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { FocusDeps } from './service';
import * as focus from './service';

const a = api.focus;

export const focusRoutes: FastifyPluginAsyncZod<FocusDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await focus.listFocusSessions(deps, user, query);
    return pageOf(reply, rows, limit, focus.focusSessionCursorOf);
  });

  route(app, a.create, async ({ user, body }) => focus.createFocusSession(deps, user, body));

  // A static path: it wins over /:id in Fastify's router.
  route(app, a.stats, async ({ user }) => focus.focusStats(deps, user));

  route(app, a.get, async ({ user, params }) => focus.getFocusSession(deps, user, params.id));

  route(app, a.update, async ({ user, params, body }) =>
    focus.updateFocusSession(deps, user, params.id, body),
  );

  route(app, a.remove, async ({ user, params }) => {
    await focus.deleteFocusSession(deps, user, params.id);
    return { message: 'Focus session deleted' };
  });
};
