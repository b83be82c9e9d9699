import { useMutation } from '@tanstack/react-query';
import { careerGoalsApi } from '@track-grow/domain/career/api';

import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/career/goals/:id. */
export function useDeleteGoal() {
  return useMutation({
    mutationFn: (id: string) => callApi(careerGoalsApi.remove, { params: { id } }),
    ...changes('career'),
  });
}
