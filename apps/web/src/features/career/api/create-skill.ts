import { useMutation } from '@tanstack/react-query';
import { careerSkillsApi } from '@track-grow/domain/career/api';
import type { CreateSkillInput } from '@track-grow/domain/career';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/career/skills {name, category, level, targetLevel, notes}. */
export function useCreateSkill() {
  return useMutation({
    mutationFn: (input: CreateSkillInput) => callApi(careerSkillsApi.create, input),
    ...changes('career'),
  });
}
