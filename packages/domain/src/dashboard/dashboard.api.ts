import { endpoint } from '../shared';
import {
  chartDataSchema,
  chartRangeParams,
  chartRangeQuery,
  dashboardAnalyticsSchema,
  lifeScoreSchema,
  widgetDataSchema,
} from './dashboard.schema';
import { insightsSchema } from './insights.schema';

/** /api/dashboard/*: the life score, its trend charts and /dashboard's figures. */
export const dashboardApi = {
  chartData: endpoint('GET', '/api/dashboard/chart-data/:range', {
    params: chartRangeParams,
    output: chartDataSchema,
  }),
  /** The same points with the range as a query (DESIGN.md 1). */
  chartDataByQuery: endpoint('GET', '/api/dashboard/chart-data', {
    query: chartRangeQuery,
    output: chartDataSchema,
  }),
  lifeScore: endpoint('GET', '/api/dashboard/life-score', { output: lifeScoreSchema }),
  analytics: endpoint('GET', '/api/dashboard/analytics', { output: dashboardAnalyticsSchema }),
} as const;

/** /api/widgets/data: Home's tiles. */
export const widgetsApi = {
  data: endpoint('GET', '/api/widgets/data', { output: widgetDataSchema }),
} as const;

/** /api/insights: correlations across areas. */
export const insightsApi = {
  list: endpoint('GET', '/api/insights', { output: insightsSchema }),
} as const;
