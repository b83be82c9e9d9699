import { endpoint, resourceEndpoints } from '../shared';
import {
  achievementListQuery,
  achievementSchema,
  careerSummarySchema,
  createAchievementInput,
  createGoalInput,
  createSkillInput,
  goalListQuery,
  goalSchema,
  milestoneParams,
  skillListQuery,
  skillSchema,
  updateAchievementInput,
  updateGoalInput,
  updateMilestoneInput,
  updateSkillInput,
} from './career.schema';

/** /api/career/goals: goals with their milestones; a milestone is ticked or renamed on its own. */
export const careerGoalsApi = {
  ...resourceEndpoints('/api/career/goals', {
    row: goalSchema,
    listQuery: goalListQuery,
    create: createGoalInput,
    update: updateGoalInput,
  }),
  /** One milestone's done flag or title, changed in the goal's row under its lock: two ticks never lose one. */
  updateMilestone: endpoint('PATCH', '/api/career/goals/:id/milestones/:milestoneId', {
    params: milestoneParams,
    body: updateMilestoneInput,
    output: goalSchema,
  }),
} as const;

/** /api/career/skills */
export const careerSkillsApi = resourceEndpoints('/api/career/skills', {
  row: skillSchema,
  listQuery: skillListQuery,
  create: createSkillInput,
  update: updateSkillInput,
});

/** /api/career/achievements */
export const careerAchievementsApi = resourceEndpoints('/api/career/achievements', {
  row: achievementSchema,
  listQuery: achievementListQuery,
  create: createAchievementInput,
  update: updateAchievementInput,
});

/** /api/career/summary: the progress summary at the top of the screen. */
export const careerApi = {
  summary: endpoint('GET', '/api/career/summary', { output: careerSummarySchema }),
} as const;
