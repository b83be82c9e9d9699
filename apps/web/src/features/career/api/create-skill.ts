import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { CreateSkillInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/career/skills {name, category, level, targetLevel, notes}. */
export function useCreateSkill() {
  return useMutation({
    mutationFn: (input: CreateSkillInput) => callApi(api.careerSkills.create, input),
    ...changes('career'),
  });
}
