import { useMutation } from '@tanstack/react-query';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import type { CreateWorkoutInput } from '@track-grow/domain/fitness';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/workouts {name, type, difficulty, duration, calories, date, description, exercises}. */
export function useCreateWorkout() {
  return useMutation({
    mutationFn: (input: CreateWorkoutInput) => callApi(fitnessApi.create, input),
    ...changes('fitness'),
  });
}
