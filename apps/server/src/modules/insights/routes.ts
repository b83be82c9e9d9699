import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { InsightsDeps } from './service';
import * as insights from './service';

export const insightsRoutes: FastifyPluginAsyncZod<InsightsDeps> = async (app, deps) => {
  route(app, api.insights.list, async ({ user }) => insights.insightsOf(deps, user));
};
