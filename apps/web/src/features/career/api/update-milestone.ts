import { useMutation } from '@tanstack/react-query';
import { careerGoalsApi } from '@track-grow/domain/career/api';
import type { UpdateMilestoneInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/career/goals/:id/milestones/:milestoneId: ticks (or renames) one milestone in one request. */
export function useUpdateMilestone() {
  return useMutation({
    mutationFn: ({
      goalId,
      milestoneId,
      input,
    }: {
      goalId: string;
      milestoneId: string;
      input: UpdateMilestoneInput;
    }) => callApi(careerGoalsApi.updateMilestone, input, { params: { id: goalId, milestoneId } }),
    ...changes('career'),
  });
}
