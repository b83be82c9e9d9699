import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { Task, TaskListView, TaskPriority } from '@track-grow/domain/tasks';
import { getOne, getPage } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

export interface TaskListFilters {
  view: TaskListView;
  tag: string | null;
  priority: TaskPriority | null;
}

/** GET /api/tasks?view=…&tag=…&priority=…, page by page (`x-next-cursor`). */
export const taskViewQueryOptions = (filters: TaskListFilters) =>
  infiniteQueryOptions({
    queryKey: keyOf(tasksApi.list, undefined, filters),
    queryFn: ({ pageParam }) =>
      getPage(tasksApi.list, {
        view: filters.view,
        tag: filters.tag,
        priority: filters.priority,
        cursor: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...dependsOn('tasks'),
  });

/**
 * GET /api/tasks: every open task and those completed in the last 30 days (SPEC.md 7's list). The screen
 * reads each task's checklist and the tags in use from it.
 */
export const allTasksQueryOptions = queryOptions({
  queryKey: keyOf(tasksApi.list),
  queryFn: (): Promise<Task[]> => getOne(tasksApi.list),
  ...dependsOn('tasks'),
});

/** GET /api/tasks?parentId=…: one task's checklist (open items and those ticked in the last 30 days). */
export const subtasksQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: keyOf(tasksApi.list, undefined, { parentId }),
    queryFn: (): Promise<Task[]> => getOne(tasksApi.list, { parentId }),
    ...dependsOn('tasks'),
  });
