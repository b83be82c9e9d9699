import { useMutation } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/habits/:id: the habit and its whole history. */
export function useDeleteHabit() {
  return useMutation({
    mutationFn: (habitId: string) => callApi(habitsApi.remove, { params: { id: habitId } }),
    ...changes('habits'),
  });
}
