import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/notes/:id. */
export function useDeleteNote() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.notes.remove, { params: { id } }),
    ...changes('notes'),
  });
}
