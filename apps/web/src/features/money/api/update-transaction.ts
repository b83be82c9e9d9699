import { useMutation } from '@tanstack/react-query';
import { transactionsApi } from '@track-grow/domain/money/api';
import type { UpdateTransactionInput } from '@track-grow/domain/money';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/transactions/:id with the changed fields. */
export function useUpdateTransaction() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateTransactionInput }) =>
      callApi(transactionsApi.update, input, { params: { id } }),
    ...changes('money'),
  });
}
