import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead } from '../../lib/read-cache';
import { route } from '../../lib/route';
import type { AreaDeps } from '../areas';
import * as dashboard from './service';

const d = api.dashboard;

/** /api/dashboard/* and /api/widgets/data: the composite reads (DESIGN.md 5 and 7). */
export const dashboardRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  // Each answer is kept until the user's data or day changes (lib/read-cache.ts).
  route(app, d.chartData, async (ctx) =>
    cachedRead(deps, ctx, `chart ${ctx.params.range}`, () =>
      dashboard.chartData(deps, ctx.user, ctx.params.range),
    ),
  );

  // Without ?range= the Hub's default: the week.
  route(app, d.chartDataByQuery, async (ctx) => {
    const range = ctx.query.range ?? 'week';
    return cachedRead(deps, ctx, `chart ${range}`, () => dashboard.chartData(deps, ctx.user, range));
  });

  route(app, d.lifeScore, async (ctx) =>
    cachedRead(deps, ctx, 'life-score', () => dashboard.lifeScore(deps, ctx.user)),
  );

  route(app, d.analytics, async (ctx) =>
    cachedRead(deps, ctx, 'analytics', () => dashboard.analytics(deps, ctx.user)),
  );

  route(app, api.widgets.data, async (ctx) =>
    cachedRead(deps, ctx, 'widgets', () => dashboard.widgetData(deps, ctx.user)),
  );
};
