import { useMutation } from '@tanstack/react-query';
import { careerAchievementsApi } from '@track-grow/domain/career/api';

import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/career/achievements/:id. */
export function useDeleteAchievement() {
  return useMutation({
    mutationFn: (id: string) => callApi(careerAchievementsApi.remove, { params: { id } }),
    ...changes('career'),
  });
}
