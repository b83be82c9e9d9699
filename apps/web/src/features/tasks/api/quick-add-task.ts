import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { QuickAddTaskInput } from '@track-grow/domain/tasks';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateTasks } from './keys.ts';

/** POST /api/tasks/quick {text}: the server reads the text in the user's today and creates the task. */
export function useQuickAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuickAddTaskInput) => callApi(api.tasks.quickAdd, input),
    onSuccess: () => invalidateTasks(queryClient),
  });
}
