import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/workouts/:id. */
export function useDeleteWorkout() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.workouts.remove, { params: { id } }),
    ...changes('fitness'),
  });
}
