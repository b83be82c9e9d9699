import { queryOptions } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { Task } from '@track-grow/domain/tasks';
import { getOne } from '../../../lib/api-list.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { focusKeys, OPEN_TASKS_LIMIT } from './keys.ts';

const isOpen = (task: Task) => task.status !== 'completed' && task.status !== 'cancelled';

/**
 * GET /api/tasks?view=all: the open tasks to focus on (AREAS.md), top-level ones first. Read through the
 * endpoint map's tasks entry; it follows the tasks, and the focus sessions that name them.
 */
export const openTasksQueryOptions = queryOptions({
  queryKey: focusKeys.openTasks(),
  queryFn: async (): Promise<Task[]> =>
    (await getOne(tasksApi.list, { view: 'all', limit: OPEN_TASKS_LIMIT })).filter(isOpen),
  ...dependsOn('focus', 'tasks'),
});
