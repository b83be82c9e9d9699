import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/transactions/:id. */
export function useDeleteTransaction() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.transactions.remove, { params: { id } }),
    ...changes('money'),
  });
}
