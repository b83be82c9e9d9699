import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyApi } from '@track-grow/domain/money/api';
import type { BudgetThresholdInput } from '@track-grow/domain/money';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';
import { budgetThresholdQuery } from './get-budget-threshold.ts';

/** PUT /api/budget-threshold {weeklyLimit, monthlyLimit}; the alerts follow the new limits. */
export function useSetBudgetThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BudgetThresholdInput) => callApi(moneyApi.setBudget, input),
    onSuccess: (threshold) => queryClient.setQueryData(budgetThresholdQuery.queryKey, threshold),
    ...changes('money'),
  });
}
