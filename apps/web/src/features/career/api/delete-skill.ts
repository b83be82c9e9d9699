import { useMutation } from '@tanstack/react-query';
import { careerSkillsApi } from '@track-grow/domain/career/api';

import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/career/skills/:id. */
export function useDeleteSkill() {
  return useMutation({
    mutationFn: (id: string) => callApi(careerSkillsApi.remove, { params: { id } }),
    ...changes('career'),
  });
}
