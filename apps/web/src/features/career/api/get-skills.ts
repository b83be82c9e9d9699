import { queryOptions, useQuery } from '@tanstack/react-query';
import { careerSkillsApi } from '@track-grow/domain/career/api';
import { getAllPages } from '../../../lib/api-list.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { careerKeys } from './keys.ts';

/** GET /api/career/skills, in the order they were added: every page. */
export const skillsQuery = queryOptions({
  queryKey: careerKeys.skills,
  queryFn: () => getAllPages(careerSkillsApi.list),
  ...dependsOn('career'),
});

export const useSkills = () => useQuery(skillsQuery);
