import { useMutation } from '@tanstack/react-query';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import type { UpdateWorkoutInput } from '@track-grow/domain/fitness';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/workouts/:id with the changed fields. */
export function useUpdateWorkout() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateWorkoutInput }) =>
      callApi(fitnessApi.update, input, { params: { id } }),
    ...changes('fitness'),
  });
}
