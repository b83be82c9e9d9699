import { useMutation } from '@tanstack/react-query';
import { careerAchievementsApi } from '@track-grow/domain/career/api';
import type { UpdateAchievementInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/career/achievements/:id with the changed fields. */
export function useUpdateAchievement() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAchievementInput }) =>
      callApi(careerAchievementsApi.update, input, { params: { id } }),
    ...changes('career'),
  });
}
