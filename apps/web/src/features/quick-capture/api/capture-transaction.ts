import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { CreateTransactionInput } from '@track-grow/domain/money';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/transactions: the typed expense or income, dated the user's today. */
export function useCaptureTransaction() {
  return useMutation({
    mutationFn: (input: CreateTransactionInput) => callApi(api.transactions.create, input),
    ...changes('money'),
  });
}
