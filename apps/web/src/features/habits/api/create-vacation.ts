import { useMutation } from '@tanstack/react-query';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/vacations {startDate, endDate}. */
export function useCreateVacation() {
  return useMutation({
    mutationFn: (input: { startDate: string; endDate: string }) => callApi(vacationsApi.create, input),
    ...changes('vacations'),
  });
}
