import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { chartDataQuery } from '../features/dashboard/api/get-chart-data.ts';
import { dashboardAnalyticsQuery } from '../features/dashboard/api/get-dashboard-analytics.ts';
import { insightsQuery } from '../features/dashboard/api/get-insights.ts';
import { lifeScoreQuery } from '../features/dashboard/api/get-life-score.ts';
import { heatmapQuery } from '../features/habits/api/heatmap-stats.ts';
import { vacationsQuery } from '../features/habits/api/get-vacations.ts';
import { activeHabitsQuery, archivedHabitsQuery } from '../features/habits/api/get-habits.ts';
import { completionsQuery } from '../features/habits/api/get-completions.ts';
import { habitStatsQuery } from '../features/habits/api/habit-stats.ts';
import { budgetThresholdQuery } from '../features/money/api/get-budget-threshold.ts';
import { moneyAlertsQuery } from '../features/money/api/get-money-alerts.ts';
import { moneySummaryQuery } from '../features/money/api/get-money-summary.ts';
import {
  anyTransactionOfDayQuery,
  monthTransactionsQuery,
  rangeTransactionsQuery,
} from '../features/money/api/get-transactions.ts';
import { moodInsightsQueryOptions } from '../features/mood/api/get-mood-insights.ts';
import { moodSummaryQueryOptions } from '../features/mood/api/get-mood-summary.ts';
import { dayMoodsQueryOptions, moodsQueryOptions } from '../features/mood/api/get-moods.ts';
import { notesQueryOptions } from '../features/notes/api/get-notes.ts';
import { taskCountsQueryOptions } from '../features/tasks/api/get-task-counts.ts';
import {
  allTasksQueryOptions,
  subtasksQueryOptions,
  taskViewQueryOptions,
} from '../features/tasks/api/get-tasks.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { widgetDataQuery } from '../features/widgets/api/get-widget-data.ts';
import { changes, type Area } from '../lib/query-keys.ts';

interface Read {
  name: string;
  queryKey: QueryKey;
  meta?: { dependsOn?: readonly Area[] };
}

const day = '2026-03-14';
/** Every read the screens cache, with the areas each declares, plus a reader of everything (widgets). */
const reads: Read[] = [
  { name: 'habits', ...activeHabitsQuery() },
  { name: 'archived habits', ...archivedHabitsQuery() },
  { name: 'completions', ...completionsQuery({ from: day, to: day }) },
  { name: 'habit stats', ...habitStatsQuery('h1') },
  { name: 'heatmap', ...heatmapQuery('h1') },
  { name: 'vacations', ...vacationsQuery() },
  { name: 'budget', ...budgetThresholdQuery },
  { name: 'money alerts', ...moneyAlertsQuery },
  { name: 'money summary', ...moneySummaryQuery('2026-03') },
  { name: 'month transactions', ...monthTransactionsQuery(day, day) },
  { name: 'range transactions', ...rangeTransactionsQuery(day, day) },
  { name: 'transaction of day', ...anyTransactionOfDayQuery(day) },
  { name: 'mood', ...moodsQueryOptions },
  { name: 'day moods', ...dayMoodsQueryOptions(day) },
  { name: 'mood summary', ...moodSummaryQueryOptions(2026) },
  { name: 'mood insights', ...moodInsightsQueryOptions },
  { name: 'notes', ...notesQueryOptions({ q: '', tag: '' }) },
  { name: 'tasks', ...allTasksQueryOptions },
  { name: 'task view', ...taskViewQueryOptions({ view: 'today', tag: null, priority: null }) },
  { name: 'subtasks', ...subtasksQueryOptions('t1') },
  { name: 'task counts', ...taskCountsQueryOptions },
  { name: 'chart data', ...chartDataQuery('month') },
  { name: 'life score', ...lifeScoreQuery },
  { name: 'dashboard analytics', ...dashboardAnalyticsQuery },
  { name: 'insights', ...insightsQuery },
  { name: 'widgets', ...widgetDataQuery },
];

/** Caches every read (with its declared areas), runs a write that changed `area`, and names the stale reads. */
async function refreshedBy(area: Area): Promise<string[]> {
  const queryClient: QueryClient = createQueryClient();
  for (const read of reads) {
    await queryClient.prefetchQuery({ queryKey: read.queryKey, meta: read.meta ?? {}, queryFn: () => [] });
  }
  await new MutationObserver(queryClient, { mutationFn: () => Promise.resolve(), ...changes(area) }).mutate();
  return reads
    .filter((read) => queryClient.getQueryState(read.queryKey)?.isInvalidated)
    .map((read) => read.name)
    .sort();
}

const habitData = ['archived habits', 'completions', 'habit stats', 'habits', 'heatmap'];
/** The life score's reads: a day's score is made of mood, habits, fitness, tasks and money (DESIGN.md 5). */
const scoreReads = ['chart data', 'dashboard analytics', 'insights', 'life score'];

describe('which reads a write refreshes', () => {
  it('habits: SPEC.md 7 toggle set — every habit read, dashboard analytics, life score and chart data', async () => {
    expect(await refreshedBy('habits')).toEqual(
      [...habitData, ...scoreReads, 'mood insights', 'widgets'].sort(),
    );
  });

  it('vacations: the vacation lists, every habit read and the score (scheduled days change)', async () => {
    expect(await refreshedBy('vacations')).toEqual(
      [...habitData, ...scoreReads, 'vacations', 'widgets'].sort(),
    );
  });

  it('tasks: task lists and counts, mood insights, the score', async () => {
    expect(await refreshedBy('tasks')).toEqual(
      [...scoreReads, 'mood insights', 'subtasks', 'task counts', 'task view', 'tasks', 'widgets'].sort(),
    );
  });

  it('money: transactions (the one-day read too), summary, budget and alerts', async () => {
    expect(await refreshedBy('money')).toEqual(
      [
        ...scoreReads,
        'budget',
        'money alerts',
        'money summary',
        'month transactions',
        'range transactions',
        'transaction of day',
        'widgets',
      ].sort(),
    );
  });

  it('mood: the mood lists (the one-day read too), summary and insights', async () => {
    expect(await refreshedBy('mood')).toEqual(
      [...scoreReads, 'day moods', 'mood insights', 'mood summary', 'mood', 'widgets'].sort(),
    );
  });

  it('notes: the notes lists, the week totals of /dashboard and the all-area readers', async () => {
    expect(await refreshedBy('notes')).toEqual(['dashboard analytics', 'notes', 'widgets']);
  });

  it('profile: the score and its charts, whose fitness part is measured against the weekly goal', async () => {
    expect(await refreshedBy('profile')).toEqual(
      expect.arrayContaining(['chart data', 'life score', 'widgets']),
    );
  });

  it('the chart data key carries its range (SPEC.md 7)', () => {
    expect(chartDataQuery('3months').queryKey).toEqual([dashboardApi.chartData.path, { range: '3months' }]);
  });

  it('every key is still the API path first (SPEC.md 7)', () => {
    for (const read of reads) expect(String(read.queryKey[0]), read.name).toMatch(/^\/api\//);
    expect(vacationsQuery().queryKey[0]).toBe(vacationsApi.list.path);
  });
});
