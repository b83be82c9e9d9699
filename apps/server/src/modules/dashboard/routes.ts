import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { AreaDeps } from '../areas';
import * as dashboard from './service';

const d = api.dashboard;

/** /api/dashboard/* and /api/widgets/data: the composite reads (DESIGN.md 5 and 7). */
export const dashboardRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  route(app, d.chartData, async ({ user, params }) => dashboard.chartData(deps, user, params.range));

  // Without ?range= the Hub's default: the week.
  route(app, d.chartDataByQuery, async ({ user, query }) =>
    dashboard.chartData(deps, user, query.range ?? 'week'),
  );

  route(app, d.lifeScore, async ({ user }) => dashboard.lifeScore(deps, user));

  route(app, d.analytics, async ({ user }) => dashboard.analytics(deps, user));

  route(app, api.widgets.data, async ({ user }) => dashboard.widgetData(deps, user));
};
