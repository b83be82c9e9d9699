import { useMutation } from '@tanstack/react-query';
import { careerGoalsApi } from '@track-grow/domain/career/api';
import type { UpdateGoalInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/career/goals/:id with the changed fields (`milestones` replaces the list). */
export function useUpdateGoal() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateGoalInput }) =>
      callApi(careerGoalsApi.update, input, { params: { id } }),
    ...changes('career'),
  });
}
