import type { QueryClient } from '@tanstack/react-query';
import type { TaskListView, TaskPriority } from '@track-grow/domain/tasks';

export const TASKS_PATH = '/api/tasks';
export const TASK_COUNTS_PATH = '/api/tasks/counts';

export interface TaskListFilters {
  view: TaskListView;
  tag: string | null;
  priority: TaskPriority | null;
}

/** SPEC.md 7: the path is the key; a list's parameters are a further key part. */
export const taskKeys = {
  all: [TASKS_PATH] as const,
  view: (filters: TaskListFilters) => [TASKS_PATH, filters] as const,
  subtasks: (parentId: string) => [TASKS_PATH, { parentId }] as const,
  counts: [TASK_COUNTS_PATH] as const,
};

/** Reads elsewhere in the app that a task change moves (home tiles, life score, timeline, the mood insights). */
const relatedPaths = [
  '/api/widgets/data',
  '/api/dashboard/life-score',
  '/api/dashboard/chart-data',
  '/api/timeline',
  '/api/moods/insights',
];

/** After any task write: every task list, the view counts and what is computed from tasks. */
export async function invalidateTasks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: taskKeys.counts }),
    ...relatedPaths.map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  ]);
}
