import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/vacations {startDate, endDate}. */
export function useCreateVacation() {
  return useMutation({
    mutationFn: (input: { startDate: string; endDate: string }) => callApi(api.vacations.create, input),
    ...changes('vacations'),
  });
}
