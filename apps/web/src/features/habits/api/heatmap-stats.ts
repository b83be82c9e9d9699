import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { heatmapDays } from '@track-grow/domain/habits';
import { habitKeys } from './keys.ts';
import { getWithQuery } from './request.ts';

/** GET /api/habits/heatmap-stats?habitId: one habit's last 365 days. */
export const heatmapQuery = (habitId: string) =>
  queryOptions({
    queryKey: habitKeys.heatmap(habitId),
    queryFn: () => getWithQuery(api.habits.heatmapStats, { habitId }),
    // The answer comes column by column; the screen reads one DayRate a day.
    select: heatmapDays,
  });

export const useHeatmap = (habitId: string) => useQuery(heatmapQuery(habitId));
