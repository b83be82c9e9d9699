import { useMutation } from '@tanstack/react-query';
import { careerAchievementsApi } from '@track-grow/domain/career/api';
import type { CreateAchievementInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/career/achievements {title, date, description, goalId}. */
export function useCreateAchievement() {
  return useMutation({
    mutationFn: (input: CreateAchievementInput) => callApi(careerAchievementsApi.create, input),
    ...changes('career'),
  });
}
