import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateNotes } from './keys.ts';

/** DELETE /api/notes/:id. */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.notes.remove, { params: { id } }),
    onSuccess: () => invalidateNotes(queryClient),
  });
}
