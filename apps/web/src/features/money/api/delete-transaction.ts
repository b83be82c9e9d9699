import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateMoneyReads } from './keys.ts';

/** DELETE /api/transactions/:id. */
export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.transactions.remove, { params: { id } }),
    onSuccess: () => invalidateMoneyReads(queryClient),
  });
}
