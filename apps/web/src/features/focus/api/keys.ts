import { api } from '@track-grow/domain';

/** SPEC.md 7: the path is the key; a list's parameters are a further key part. */
export const FOCUS_SESSIONS_PATH = api.focusSessions.list.path;
export const FOCUS_STATS_PATH = api.focusSessions.stats.path;

export const focusKeys = {
  stats: () => [FOCUS_STATS_PATH] as const,
  day: (date: string) => [FOCUS_SESSIONS_PATH, { from: date, to: date }] as const,
  /** The tasks to focus on: the open tasks' first page, as this screen reads them. */
  openTasks: () => [api.tasks.list.path, { view: 'all', limit: OPEN_TASKS_LIMIT }] as const,
};

export const OPEN_TASKS_LIMIT = 200;
