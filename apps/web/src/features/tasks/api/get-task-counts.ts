import { queryOptions } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { taskKeys } from './keys.ts';

/** GET /api/tasks/counts: the badge of each view, and how many of Today's tasks are overdue. */
export const taskCountsQueryOptions = queryOptions({
  queryKey: taskKeys.counts,
  queryFn: () => callApi(tasksApi.counts),
  ...dependsOn('tasks'),
});
