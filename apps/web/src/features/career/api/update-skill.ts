import { useMutation } from '@tanstack/react-query';
import { careerSkillsApi } from '@track-grow/domain/career/api';
import type { UpdateSkillInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/career/skills/:id with the changed fields. */
export function useUpdateSkill() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateSkillInput }) =>
      callApi(careerSkillsApi.update, input, { params: { id } }),
    ...changes('career'),
  });
}
