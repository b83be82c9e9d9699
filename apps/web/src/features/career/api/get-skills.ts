import { queryOptions, useQuery } from '@tanstack/react-query';
import { careerSkillsApi } from '@track-grow/domain/career/api';
import { getAllPages } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/career/skills, in the order they were added: every page. */
export const skillsQuery = queryOptions({
  queryKey: keyOf(careerSkillsApi.list),
  queryFn: () => getAllPages(careerSkillsApi.list),
  ...dependsOn('career'),
});

export const useSkills = () => useQuery(skillsQuery);
