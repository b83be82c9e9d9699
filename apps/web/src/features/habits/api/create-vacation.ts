import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateVacationData } from './keys.ts';

/** POST /api/vacations {startDate, endDate}. */
export function useCreateVacation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { startDate: string; endDate: string }) => callApi(api.vacations.create, input),
    onSuccess: () => invalidateVacationData(queryClient),
  });
}
