import { queryOptions } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/tasks/counts: the badge of each view, and how many of Today's tasks are overdue. */
export const taskCountsQueryOptions = queryOptions({
  queryKey: keyOf(tasksApi.counts),
  queryFn: () => callApi(tasksApi.counts),
  ...dependsOn('tasks'),
});
