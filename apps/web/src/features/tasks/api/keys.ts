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
