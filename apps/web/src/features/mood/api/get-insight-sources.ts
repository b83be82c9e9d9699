import { queryOptions } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { fetchPage } from './fetch-page.ts';

/** At most this many pages of completed tasks are read for insights (1000 a page: years of tasks). */
const MAX_TASK_PAGES = 5;
const PAGE_SIZE = 1000;

/**
 * GET /api/habits/heatmap-stats: a year of days with how many habits were scheduled and done — the habit
 * side of "what goes with better days".
 */
export const habitDaysQueryOptions = queryOptions({
  queryKey: ['/api/habits/heatmap-stats'] as const,
  queryFn: async () => (await fetchPage(api.habits.heatmapStats, {})).items,
});

/**
 * GET /api/tasks?view=completed, page by page: when tasks were completed (instants; the screen turns them
 * into the user's days). Most recently completed first, so the pages read cover the mood history first.
 */
export const taskCompletionsQueryOptions = queryOptions({
  queryKey: ['/api/tasks', { view: 'completed', purpose: 'mood-insights' }] as const,
  queryFn: async (): Promise<string[]> => {
    const instants: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_TASK_PAGES; page++) {
      const { items, nextCursor }: { items: { completedAt: string | null }[]; nextCursor: string | null } = await fetchPage(
        api.tasks.list,
        { view: 'completed', limit: PAGE_SIZE, cursor },
      );
      for (const task of items) if (task.completedAt) instants.push(task.completedAt);
      if (!nextCursor) break;
      cursor = nextCursor;
    }
    return instants;
  },
});
