import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { dependsOn } from '../../../lib/query-keys.ts';
import { homeKeys } from './keys.ts';
import { getAllPages, getOne } from '../../../lib/api-list.ts';

/** Home's lists are short (a user's habits, a month of days): at most this many pages each. */
const HOME_MAX_PAGES = 20;

/** GET /api/habits: the active habits. */
export const habitsQuery = queryOptions({
  queryKey: homeKeys.habits,
  queryFn: () => getAllPages(api.habits.list, {}, HOME_MAX_PAGES),
  ...dependsOn('habits', 'vacations'),
});

/** GET /api/habits/completions?from&to: the completed or skipped days of the range (today's week). */
export const completionsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: homeKeys.completions(from, to),
    queryFn: () => getAllPages(api.habits.completions, { from, to }, HOME_MAX_PAGES),
    ...dependsOn('habits', 'vacations'),
  });

/** GET /api/vacations: a vacation pauses every habit, so nothing is due on its days. */
export const vacationsQuery = queryOptions({
  queryKey: homeKeys.vacations,
  queryFn: () => getAllPages(api.vacations.list, {}, HOME_MAX_PAGES),
  ...dependsOn('vacations'),
});

/** GET /api/moods?from=today&to=today. */
export const todayMoodsQuery = (today: string) =>
  queryOptions({
    queryKey: homeKeys.moods(today),
    queryFn: () => getOne(api.moods.list, { from: today, to: today }),
    ...dependsOn('mood'),
  });

/** GET /api/transactions?from=today&to=today&limit=1. */
export const todayTransactionsQuery = (today: string) =>
  queryOptions({
    queryKey: homeKeys.transactions(today),
    queryFn: () => getOne(api.transactions.list, { from: today, to: today, limit: 1 }),
    ...dependsOn('money'),
  });

/** GET /api/money/alerts: today's budget alerts. */
export const budgetAlertsQuery = queryOptions({
  queryKey: homeKeys.alerts,
  queryFn: () => getOne(api.money.alerts, {}),
  ...dependsOn('money'),
});

/** GET /api/tasks/counts: Today's count (overdue ones included) and the overdue ones. */
export const taskCountsQuery = queryOptions({
  queryKey: homeKeys.taskCounts,
  queryFn: () => getOne(api.tasks.counts, {}),
  ...dependsOn('tasks'),
});

export const useHabits = () => useQuery(habitsQuery);
export const useCompletions = (from: string, to: string) => useQuery(completionsQuery(from, to));
export const useVacations = () => useQuery(vacationsQuery);
export const useTodayMoods = (today: string) => useQuery(todayMoodsQuery(today));
export const useTodayTransactions = (today: string) => useQuery(todayTransactionsQuery(today));
export const useBudgetAlerts = () => useQuery(budgetAlertsQuery);
export const useTaskCounts = (enabled: boolean) => useQuery({ ...taskCountsQuery, enabled });
