import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { TimelineDeps } from './service';
import * as timeline from './service';

export const timelineRoutes: FastifyPluginAsyncZod<TimelineDeps> = async (app, deps) => {
  route(app, api.timeline.list, async ({ user, query, reply }) => {
    const { entries, limit } = await timeline.timelinePage(deps, user, query);
    return pageOf(reply, entries, limit, timeline.timelineCursorOf);
  });
};
