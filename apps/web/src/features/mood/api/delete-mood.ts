import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateMoods } from './keys.ts';

/** DELETE /api/moods/:id. */
export function useDeleteMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.moods.remove, { params: { id } }),
    onSuccess: () => invalidateMoods(queryClient),
  });
}
