import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { api } from '@track-grow/domain';

/**
 * Query keys are the paths (SPEC.md 7), with parameters as further key parts. Every habit read starts with
 * "/api/habits", so a change to any habit or day refreshes them all by that prefix.
 */
export const HABITS_PATH = api.habits.list.path;
export const COMPLETIONS_PATH = api.habits.completions.path;
export const HEATMAP_PATH = api.habits.heatmapStats.path;
export const VACATIONS_PATH = api.vacations.list.path;

export interface CompletionsRange {
  from: string;
  to: string;
  habitId?: string;
}

export const habitKeys = {
  /** Active habits: the same key (and answer) as SPEC.md 7's prefetch of /api/habits. */
  active: () => [HABITS_PATH] as const,
  archived: () => [HABITS_PATH, { archived: true }] as const,
  /** '/api/habits/:id' as key parts. */
  one: (habitId: string) => [HABITS_PATH, habitId] as const,
  /** '/api/habits/:id/stats' as key parts. */
  stats: (habitId: string) => [HABITS_PATH, habitId, 'stats'] as const,
  completions: (range: CompletionsRange) => [COMPLETIONS_PATH, range] as const,
  heatmap: (habitId: string) => [HEATMAP_PATH, { habitId }] as const,
};

export const vacationKeys = {
  all: () => [VACATIONS_PATH] as const,
};

/** SPEC.md 7: a toggle refreshes these besides the habit reads (those absent from the cache cost nothing). */
const REFRESHED_WITH_HABITS = [
  // "On days you complete all your habits…"
  '/api/moods/insights',
  '/api/dashboard/analytics',
  '/api/dashboard/life-score',
  '/api/dashboard/chart-data',
  '/api/widgets/data',
  '/api/timeline',
];

export function isHabitDataKey(queryKey: QueryKey): boolean {
  const first = queryKey[0];
  if (typeof first !== 'string') return false;
  return (
    first.startsWith(HABITS_PATH) ||
    REFRESHED_WITH_HABITS.some(
      (path) => first === path || first.startsWith(`${path}/`) || first.startsWith(`${path}?`),
    )
  );
}

/**
 * After any habit, day or vacation change: habits, completions, stats, weekly/progress/heatmap stats, the mood
 * insights, the dashboard's analytics, life score and chart data, and the widget bundle.
 */
export function invalidateHabitData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isHabitDataKey(query.queryKey) });
}

/** A vacation pauses every habit: its list and every habit read refresh together. */
export async function invalidateVacationData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: vacationKeys.all() }),
    invalidateHabitData(queryClient),
  ]);
}
