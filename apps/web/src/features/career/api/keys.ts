/** Query keys: the path first (SPEC.md 7), the parameters as a further part. */
export const careerKeys = {
  goals: ['/api/career/goals'] as const,
  skills: ['/api/career/skills'] as const,
  achievements: (limit: number) => ['/api/career/achievements', { limit }] as const,
  summary: ['/api/career/summary'] as const,
};
