import { useMutation } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { Task, TaskStatus, UpdateTaskInput } from '@track-grow/domain/tasks';
import { callApi } from '../../../lib/api-client.ts';
import { fetchTask } from './get-task.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/tasks/:id. */
export function useUpdateTask() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateTaskInput }) =>
      callApi(tasksApi.update, patch, { params: { id } }),
    ...changes('tasks'),
  });
}

export interface StatusChange {
  task: Task;
  /** The task that completing a recurring one created, read back so the screen can say when it is due. */
  next: Task | null;
}

/**
 * PATCH /api/tasks/:id {status}: completes or reopens a task. Completing a recurring task makes the server
 * create its next occurrence; the lists are refetched and that occurrence is read back.
 */
export function useSetTaskStatus() {
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: TaskStatus }): Promise<StatusChange> => {
      const task = await callApi(tasksApi.update, { status }, { params: { id } });
      const next =
        status === 'completed' && task.recurrence !== 'none' && task.nextOccurrenceId
          ? await fetchTask(task.nextOccurrenceId).catch(() => null)
          : null;
      return { task, next };
    },
    ...changes('tasks'),
  });
}
