import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';

import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/career/skills/:id. */
export function useDeleteSkill() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.careerSkills.remove, { params: { id } }),
    ...changes('career'),
  });
}
