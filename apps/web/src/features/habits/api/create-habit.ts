import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { CreateHabitInput } from '@track-grow/domain/habits';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateHabitData } from './keys.ts';

/** POST /api/habits. */
export function useCreateHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateHabitInput) => callApi(api.habits.create, input),
    onSuccess: () => invalidateHabitData(queryClient),
  });
}
