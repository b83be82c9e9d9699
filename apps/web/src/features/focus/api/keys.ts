import { focusSessionsApi } from '@track-grow/domain/focus/api';
import { tasksApi } from '@track-grow/domain/tasks/api';

/** SPEC.md 7: the path is the key; a list's parameters are a further key part. */
export const FOCUS_SESSIONS_PATH = focusSessionsApi.list.path;
export const FOCUS_STATS_PATH = focusSessionsApi.stats.path;

export const focusKeys = {
  stats: () => [FOCUS_STATS_PATH] as const,
  day: (date: string) => [FOCUS_SESSIONS_PATH, { from: date, to: date }] as const,
  /** The tasks to focus on: the open tasks' first page, as this screen reads them. */
  openTasks: () => [tasksApi.list.path, { view: 'all', limit: OPEN_TASKS_LIMIT }] as const,
};

export const OPEN_TASKS_LIMIT = 200;
