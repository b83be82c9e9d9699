import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { UpdateTransactionInput } from '@track-grow/domain/money';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateMoneyReads } from './keys.ts';

/** PATCH /api/transactions/:id with the changed fields. */
export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateTransactionInput }) =>
      callApi(api.transactions.update, input, { params: { id } }),
    onSuccess: () => invalidateMoneyReads(queryClient),
  });
}
