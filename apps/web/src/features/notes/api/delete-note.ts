import { useMutation } from '@tanstack/react-query';
import { notesApi } from '@track-grow/domain/notes/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/notes/:id. */
export function useDeleteNote() {
  return useMutation({
    mutationFn: (id: string) => callApi(notesApi.remove, { params: { id } }),
    ...changes('notes'),
  });
}
