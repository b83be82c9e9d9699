import type { Achievement, CareerSummary, Goal, Skill } from '@track-grow/domain/career';
import {
  careerApi,
  careerGoalsApi,
  careerSkillsApi,
  careerAchievementsApi,
} from '@track-grow/domain/career/api';
import { makeUser, mockApi, type MockRoute } from '../../test/api-mock.ts';

export const NOW = new Date('2026-03-20T10:00:00Z');
export const TODAY = '2026-03-20';
export const user = makeUser({ timezone: 'UTC' });

let counter = 0;
export const id = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;
const stamp = { createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z' };

export const makeGoal = (overrides: Partial<Goal> = {}): Goal => ({
  id: id(),
  title: 'Become a senior engineer',
  description: null,
  targetDate: '2026-09-30',
  status: 'in_progress',
  progress: 0,
  milestones: [],
  completedAt: null,
  ...stamp,
  ...overrides,
});

export const makeSkill = (overrides: Partial<Skill> = {}): Skill => ({
  id: id(),
  name: 'SQL',
  category: 'Engineering',
  level: 2,
  targetLevel: 4,
  notes: null,
  ...stamp,
  ...overrides,
});

export const makeAchievement = (overrides: Partial<Achievement> = {}): Achievement => ({
  id: id(),
  title: 'Shipped search',
  date: '2026-03-10',
  description: null,
  goalId: null,
  ...stamp,
  ...overrides,
});

export const makeSummary = (overrides: Partial<CareerSummary> = {}): CareerSummary => ({
  activeGoals: 2,
  completedGoals: 1,
  averageProgress: 45,
  nextTargetDate: '2026-04-15',
  skills: 3,
  skillsAtTarget: 1,
  achievementsThisYear: 4,
  ...overrides,
});

/** The career screen's reads answered from fixtures; `extra` adds or overrides routes. */
export function mockCareerApi({
  goals = [],
  skills = [],
  achievements = [],
  summary = makeSummary(),
  extra = [],
}: {
  goals?: Goal[];
  skills?: Skill[];
  achievements?: Achievement[];
  summary?: CareerSummary;
  extra?: readonly MockRoute[];
} = {}) {
  return mockApi([
    [careerApi.summary, { body: summary }],
    [careerGoalsApi.list, { body: goals }],
    [careerSkillsApi.list, { body: skills }],
    [careerAchievementsApi.list, { body: achievements }],
    ...extra,
  ]);
}
