import { useMutation } from '@tanstack/react-query';
import { wellnessApi } from '@track-grow/domain/wellness/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/wellness/:id: forgets a day's entry. */
export function useDeleteWellness() {
  return useMutation({
    mutationFn: (id: string) => callApi(wellnessApi.remove, { params: { id } }),
    ...changes('wellness'),
  });
}
