import { useMutation } from '@tanstack/react-query';
import { transactionsApi } from '@track-grow/domain/money/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/transactions/:id. */
export function useDeleteTransaction() {
  return useMutation({
    mutationFn: (id: string) => callApi(transactionsApi.remove, { params: { id } }),
    ...changes('money'),
  });
}
