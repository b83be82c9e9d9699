import { dashboardApi, insightsApi } from '@track-grow/domain/dashboard/api';
import type { ChartRange } from '@track-grow/domain/dashboard';
import { dependsOn } from '../../../lib/query-keys.ts';

/** SPEC.md 7: the path is the key; the chart range is a further key part. */
export const CHART_DATA_PATH = dashboardApi.chartDataByQuery.path;
export const LIFE_SCORE_PATH = dashboardApi.lifeScore.path;
export const ANALYTICS_PATH = dashboardApi.analytics.path;
export const INSIGHTS_PATH = insightsApi.list.path;

export const dashboardKeys = {
  chartData: (range: ChartRange) => [CHART_DATA_PATH, range] as const,
  lifeScore: [LIFE_SCORE_PATH] as const,
  analytics: [ANALYTICS_PATH] as const,
  insights: [INSIGHTS_PATH] as const,
};

/**
 * A day's score is made of mood, habits (whose scheduled days vacations change), fitness (against the weekly
 * goal kept in the profile), tasks and money (DESIGN.md 5), so a write to any of them, a habit toggle first,
 * refreshes the score and its charts.
 */
export const scoreReads = dependsOn('mood', 'habits', 'vacations', 'fitness', 'profile', 'tasks', 'money');
