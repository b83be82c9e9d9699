import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/notes {content}: a quick note moves to the server's Notes (its title comes from its first line). */
export function useCreateNote() {
  return useMutation({
    mutationFn: (content: string) => callApi(api.notes.create, { content }),
    ...changes('notes'),
  });
}
