import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';

import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/career/achievements/:id. */
export function useDeleteAchievement() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.careerAchievements.remove, { params: { id } }),
    ...changes('career'),
  });
}
