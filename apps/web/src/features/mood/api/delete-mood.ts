import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/moods/:id. */
export function useDeleteMood() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.moods.remove, { params: { id } }),
    ...changes('mood'),
  });
}
