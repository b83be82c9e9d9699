import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { BudgetThresholdInput } from '@track-grow/domain/money';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateMoneyReads, moneyKeys } from './keys.ts';

/** PUT /api/budget-threshold {weeklyLimit, monthlyLimit}; the alerts follow the new limits. */
export function useSetBudgetThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BudgetThresholdInput) => callApi(api.money.setBudget, input),
    onSuccess: async (threshold) => {
      queryClient.setQueryData(moneyKeys.budget, threshold);
      await invalidateMoneyReads(queryClient);
    },
  });
}
