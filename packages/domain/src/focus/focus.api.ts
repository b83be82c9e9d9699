import { z } from 'zod';
import { endpoint, resourceEndpoints } from '../shared';
import { dateString } from '../shared/primitives';
import {
  createFocusSessionInput,
  focusSessionListQuery,
  focusSessionSchema,
  updateFocusSessionInput,
} from './focus.schema';

/** One day of focus: its focus-type sessions and their actual minutes. */
export const focusDaySchema = z.object({
  date: dateString,
  sessions: z.number().int(),
  minutes: z.number().int(),
});
export type FocusDay = z.infer<typeof focusDaySchema>;

/**
 * GET /api/focus-sessions/stats: the focus screen's figures in the user's day and week (breaks are not
 * focus): today's sessions and minutes, the week's minutes (from the user's week start), and the 7 days
 * ending today, oldest first.
 */
export const focusStatsSchema = z.object({
  today: focusDaySchema,
  weekStart: dateString,
  weekMinutes: z.number().int(),
  weekSessions: z.number().int(),
  last7Days: z.array(focusDaySchema).length(7),
});
export type FocusStats = z.infer<typeof focusStatsSchema>;

/** /api/focus-sessions: the sessions the pomodoro saves and their figures. */
export const focusApi = {
  ...resourceEndpoints('/api/focus-sessions', {
    row: focusSessionSchema,
    listQuery: focusSessionListQuery,
    create: createFocusSessionInput,
    update: updateFocusSessionInput,
  }),
  stats: endpoint('GET', '/api/focus-sessions/stats', { output: focusStatsSchema }),
} as const;
