import { queryOptions } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { Task } from '@track-grow/domain/tasks';
import { getOne } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** The tasks to focus on: the open tasks' first page, as this screen reads them. */
const OPEN_TASKS_LIMIT = 200;

const isOpen = (task: Task) => task.status !== 'completed' && task.status !== 'cancelled';

/**
 * GET /api/tasks?view=all: the open tasks to focus on (AREAS.md), top-level ones first. Read through the
 * endpoint map's tasks entry; it follows the tasks, and the focus sessions that name them.
 */
export const openTasksQueryOptions = queryOptions({
  queryKey: keyOf(tasksApi.list, undefined, { view: 'all', limit: OPEN_TASKS_LIMIT }),
  queryFn: async (): Promise<Task[]> =>
    (await getOne(tasksApi.list, { view: 'all', limit: OPEN_TASKS_LIMIT })).filter(isOpen),
  ...dependsOn('focus', 'tasks'),
});
