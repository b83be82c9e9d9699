import { useMutation } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import type { UpdateHabitInput } from '@track-grow/domain/habits';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

export interface UpdateHabitVariables {
  habitId: string;
  input: UpdateHabitInput;
}

/** PATCH /api/habits/:id: edits, and archives or restores ({archived}). */
export function useUpdateHabit() {
  return useMutation({
    mutationFn: ({ habitId, input }: UpdateHabitVariables) =>
      callApi(habitsApi.update, input, { params: { id: habitId } }),
    ...changes('habits'),
  });
}
