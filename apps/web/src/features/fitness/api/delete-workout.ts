import { useMutation } from '@tanstack/react-query';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/workouts/:id. */
export function useDeleteWorkout() {
  return useMutation({
    mutationFn: (id: string) => callApi(fitnessApi.remove, { params: { id } }),
    ...changes('fitness'),
  });
}
