import { queryOptions, useQuery } from '@tanstack/react-query';
import { heatmapDays } from '@track-grow/domain/habits';
import { habitsApi } from '@track-grow/domain/habits/api';
import { getOne } from '../../../lib/api-list.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { habitReads } from './get-habits.ts';

/** GET /api/habits/heatmap-stats?habitId: one habit's last 365 days. */
export const heatmapQuery = (habitId: string) =>
  queryOptions({
    queryKey: keyOf(habitsApi.heatmapStats, undefined, { habitId }),
    queryFn: () => getOne(habitsApi.heatmapStats, { habitId }),
    ...habitReads,
    // The answer comes column by column; the screen reads one DayRate a day.
    select: heatmapDays,
  });

export const useHeatmap = (habitId: string) => useQuery(heatmapQuery(habitId));
