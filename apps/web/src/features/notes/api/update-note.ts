import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { EndpointInput } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

export type UpdateNoteInput = EndpointInput<typeof api.notes.update>;

/** PATCH /api/notes/:id. */
export function useUpdateNote() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateNoteInput }) =>
      callApi(api.notes.update, patch, { params: { id } }),
    ...changes('notes'),
  });
}
