import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/tasks/:id (its checklist goes with it). */
export function useDeleteTask() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.tasks.remove, { params: { id } }),
    ...changes('tasks'),
  });
}
