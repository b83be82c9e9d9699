import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { homeKeys } from './keys.ts';

/** POST /api/notes {content}: a quick note moves to the server's Notes (its title comes from its first line). */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => callApi(api.notes.create, { content }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' && queryKey[0].startsWith(homeKeys.notes[0]),
      }),
  });
}
