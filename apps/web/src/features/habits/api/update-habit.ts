import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { UpdateHabitInput } from '@track-grow/domain/habits';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateHabitData } from './keys.ts';

export interface UpdateHabitVariables {
  habitId: string;
  input: UpdateHabitInput;
}

/** PATCH /api/habits/:id: edits, and archives or restores ({archived}). */
export function useUpdateHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ habitId, input }: UpdateHabitVariables) =>
      callApi(api.habits.update, input, { params: { id: habitId } }),
    onSuccess: () => invalidateHabitData(queryClient),
  });
}
