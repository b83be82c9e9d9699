import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { UpdateMoodInput } from '@track-grow/domain/mood';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateMoods } from './keys.ts';

/** PATCH /api/moods/:id. */
export function useUpdateMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateMoodInput }) =>
      callApi(api.moods.update, patch, { params: { id } }),
    onSuccess: () => invalidateMoods(queryClient),
  });
}
