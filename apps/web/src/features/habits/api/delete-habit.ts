import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateHabitData } from './keys.ts';

/** DELETE /api/habits/:id: the habit and its whole history. */
export function useDeleteHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (habitId: string) => callApi(api.habits.remove, { params: { id: habitId } }),
    onSuccess: () => invalidateHabitData(queryClient),
  });
}
