import { useMutation } from '@tanstack/react-query';
import { careerGoalsApi } from '@track-grow/domain/career/api';
import type { CreateGoalInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/career/goals {title, description, targetDate, status, progress, milestones}. */
export function useCreateGoal() {
  return useMutation({
    mutationFn: (input: CreateGoalInput) => callApi(careerGoalsApi.create, input),
    ...changes('career'),
  });
}
