import { useMutation } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import type { CreateHabitInput } from '@track-grow/domain/habits';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/habits. */
export function useCreateHabit() {
  return useMutation({
    mutationFn: (input: CreateHabitInput) => callApi(habitsApi.create, input),
    ...changes('habits'),
  });
}
