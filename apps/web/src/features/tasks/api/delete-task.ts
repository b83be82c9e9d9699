import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateTasks } from './keys.ts';

/** DELETE /api/tasks/:id (its checklist goes with it). */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.tasks.remove, { params: { id } }),
    onSettled: () => invalidateTasks(queryClient),
  });
}
