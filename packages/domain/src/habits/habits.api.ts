import { z } from 'zod';
import { messageOutput } from '../auth';
import { endpoint, idParams, resourceEndpoints } from '../shared';
import {
  completionParams,
  completionsQuery,
  createHabitInput,
  createVacationInput,
  habitCompletionSchema,
  habitListQuery,
  habitSchema,
  habitsStatsSchema,
  habitStatsSchema,
  heatmapStatsQuery,
  heatmapStatsSchema,
  progressStatsQuery,
  progressStatsSchema,
  reorderHabitsInput,
  setCompletionInput,
  toggleHabitInput,
  updateHabitInput,
  vacationListQuery,
  vacationSchema,
  weeklyStatsSchema,
} from './habits.schema';

/** /api/habits/*: habits, their completions and stats. */
export const habitsApi = {
  ...resourceEndpoints('/api/habits', {
    row: habitSchema,
    listQuery: habitListQuery,
    create: createHabitInput,
    update: updateHabitInput,
  }),
  reorder: endpoint('POST', '/api/habits/reorder', {
    body: reorderHabitsInput,
    output: z.array(habitSchema),
  }),
  completions: endpoint('GET', '/api/habits/completions', {
    query: completionsQuery,
    output: z.array(habitCompletionSchema),
  }),
  toggle: endpoint('POST', '/api/habits/:id/toggle', {
    params: idParams,
    body: toggleHabitInput,
    output: habitCompletionSchema,
  }),
  setCompletion: endpoint('PUT', '/api/habits/:id/completions/:date', {
    params: completionParams,
    body: setCompletionInput,
    output: habitCompletionSchema,
  }),
  stats: endpoint('GET', '/api/habits/stats', { output: habitsStatsSchema }),
  weeklyStats: endpoint('GET', '/api/habits/weekly-stats', { output: weeklyStatsSchema }),
  progressStats: endpoint('GET', '/api/habits/progress-stats', {
    query: progressStatsQuery,
    output: progressStatsSchema,
  }),
  heatmapStats: endpoint('GET', '/api/habits/heatmap-stats', {
    query: heatmapStatsQuery,
    output: heatmapStatsSchema,
  }),
  habitStats: endpoint('GET', '/api/habits/:id/stats', { params: idParams, output: habitStatsSchema }),
} as const;

/** /api/vacations: a vacation pauses every habit. */
export const vacationsApi = {
  list: endpoint('GET', '/api/vacations', { query: vacationListQuery, output: z.array(vacationSchema) }),
  create: endpoint('POST', '/api/vacations', {
    body: createVacationInput,
    output: vacationSchema,
    status: 201,
  }),
  remove: endpoint('DELETE', '/api/vacations/:id', { params: idParams, output: messageOutput }),
} as const;
