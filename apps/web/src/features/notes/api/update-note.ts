import { useMutation } from '@tanstack/react-query';
import { notesApi } from '@track-grow/domain/notes/api';
import type { EndpointInput } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

export type UpdateNoteInput = EndpointInput<typeof notesApi.update>;

/** PATCH /api/notes/:id. */
export function useUpdateNote() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateNoteInput }) =>
      callApi(notesApi.update, patch, { params: { id } }),
    ...changes('notes'),
  });
}
