import { useMutation } from '@tanstack/react-query';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/vacations/:id. */
export function useDeleteVacation() {
  return useMutation({
    mutationFn: (vacationId: string) => callApi(vacationsApi.remove, { params: { id: vacationId } }),
    ...changes('vacations'),
  });
}
