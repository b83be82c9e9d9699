import { useMutation } from '@tanstack/react-query';
import { transactionsApi } from '@track-grow/domain/money/api';
import type { CreateTransactionInput } from '@track-grow/domain/money';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/transactions {date, type, amount, category, description}. */
export function useCreateTransaction() {
  return useMutation({
    mutationFn: (input: CreateTransactionInput) => callApi(transactionsApi.create, input),
    ...changes('money'),
  });
}
