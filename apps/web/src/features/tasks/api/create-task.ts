import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { CreateTaskInput } from '@track-grow/domain/tasks';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateTasks } from './keys.ts';

/** POST /api/tasks (a subtask is a task with a parentId). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => callApi(api.tasks.create, input),
    onSettled: () => invalidateTasks(queryClient),
  });
}
