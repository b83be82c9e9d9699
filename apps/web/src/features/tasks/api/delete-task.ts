import { useMutation } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/tasks/:id (its checklist goes with it). */
export function useDeleteTask() {
  return useMutation({
    mutationFn: (id: string) => callApi(tasksApi.remove, { params: { id } }),
    ...changes('tasks'),
  });
}
