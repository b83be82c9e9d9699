import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/vacations/:id. */
export function useDeleteVacation() {
  return useMutation({
    mutationFn: (vacationId: string) => callApi(api.vacations.remove, { params: { id: vacationId } }),
    ...changes('vacations'),
  });
}
