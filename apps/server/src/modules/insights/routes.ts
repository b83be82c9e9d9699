import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead } from '../../lib/read-cache';
import { route } from '../../lib/route';
import type { InsightsDeps } from './service';
import * as insights from './service';

export const insightsRoutes: FastifyPluginAsyncZod<InsightsDeps> = async (app, deps) => {
  // Kept until the user's data or day changes (lib/read-cache.ts).
  route(app, api.insights.list, async (ctx) =>
    cachedRead(deps, ctx, 'insights', () => insights.insightsOf(deps, ctx.user)),
  );
};
