import { useMutation } from '@tanstack/react-query';
import { moodApi } from '@track-grow/domain/mood/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/moods/:id. */
export function useDeleteMood() {
  return useMutation({
    mutationFn: (id: string) => callApi(moodApi.remove, { params: { id } }),
    ...changes('mood'),
  });
}
