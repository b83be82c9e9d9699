import { useMutation } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { CreateTaskInput } from '@track-grow/domain/tasks';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/tasks (a subtask is a task with a parentId). */
export function useCreateTask() {
  return useMutation({
    mutationFn: (input: CreateTaskInput) => callApi(tasksApi.create, input),
    ...changes('tasks'),
  });
}
