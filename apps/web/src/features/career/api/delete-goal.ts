import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';

import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/career/goals/:id. */
export function useDeleteGoal() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.careerGoals.remove, { params: { id } }),
    ...changes('career'),
  });
}
