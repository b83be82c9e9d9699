import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateVacationData } from './keys.ts';

/** DELETE /api/vacations/:id. */
export function useDeleteVacation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vacationId: string) => callApi(api.vacations.remove, { params: { id: vacationId } }),
    onSuccess: () => invalidateVacationData(queryClient),
  });
}
