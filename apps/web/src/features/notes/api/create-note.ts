import { useMutation } from '@tanstack/react-query';
import { notesApi } from '@track-grow/domain/notes/api';
import type { CreateNoteInput } from '@track-grow/domain/notes';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/notes. */
export function useCreateNote() {
  return useMutation({
    mutationFn: (input: CreateNoteInput) => callApi(notesApi.create, input),
    ...changes('notes'),
  });
}
