import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { CreateNoteInput } from '@track-grow/domain/notes';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateNotes } from './keys.ts';

/** POST /api/notes. */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput) => callApi(api.notes.create, input),
    onSuccess: () => invalidateNotes(queryClient),
  });
}
