import { habitsApi, vacationsApi } from '@track-grow/domain/habits/api';
import { dependsOn } from '../../../lib/query-keys.ts';

/**
 * Query keys are the paths (SPEC.md 7), with parameters as further key parts. Every habit read starts with
 * "/api/habits", so a change to any habit or day refreshes them all by that prefix.
 */
export const HABITS_PATH = habitsApi.list.path;
export const COMPLETIONS_PATH = habitsApi.completions.path;
export const HEATMAP_PATH = habitsApi.heatmapStats.path;
export const VACATIONS_PATH = vacationsApi.list.path;

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

/**
 * Every habit read follows the habits and the vacations (a vacation pauses every habit). SPEC.md 7's toggle
 * refresh set is every read that depends on 'habits': these, the mood insights, and the dashboard's reads.
 */
export const habitReads = dependsOn('habits', 'vacations');
