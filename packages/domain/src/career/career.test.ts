import { describe, expect, it } from 'vitest';
import { completedAtAfter, goalProgress, skillGap } from './career-progress';
import {
  createAchievementInput,
  createGoalInput,
  createSkillInput,
  updateGoalInput,
  updateMilestoneInput,
} from './career.schema';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('goalProgress', () => {
  const m = (...done: boolean[]) => done.map((d) => ({ done: d }));
  it('follows the milestones when there are some: done ÷ total, rounded', () => {
    expect(goalProgress({ status: 'in_progress', progress: 90, milestones: m(true, false, false) })).toBe(33);
    expect(goalProgress({ status: 'in_progress', progress: 0, milestones: m(true, true, false) })).toBe(67);
    expect(goalProgress({ status: 'not_started', progress: 10, milestones: m(false) })).toBe(0);
    expect(goalProgress({ status: 'abandoned', progress: 10, milestones: m(true, true) })).toBe(100);
  });
  it('keeps the hand-set figure without milestones, and a completed goal is 100', () => {
    expect(goalProgress({ status: 'in_progress', progress: 45, milestones: [] })).toBe(45);
    expect(goalProgress({ status: 'completed', progress: 45, milestones: m(false) })).toBe(100);
  });
});

describe('skillGap and completedAtAfter', () => {
  it('counts the levels left to the target', () => {
    expect(skillGap({ level: 2, targetLevel: 5 })).toBe(3);
    expect(skillGap({ level: 5, targetLevel: 4 })).toBe(0);
  });
  it('sets completedAt on completing, keeps it while completed, clears it on reopening', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const before = new Date('2026-03-01T12:00:00Z');
    expect(completedAtAfter(null, 'completed', now)).toBe(now);
    expect(completedAtAfter({ status: 'in_progress', completedAt: null }, 'completed', now)).toBe(now);
    expect(completedAtAfter({ status: 'completed', completedAt: before }, 'completed', now)).toBe(before);
    expect(completedAtAfter({ status: 'completed', completedAt: before }, 'in_progress', now)).toBeNull();
  });
});

describe('career schemas', () => {
  it('defaults a goal and trims its texts', () => {
    expect(createGoalInput.parse({ title: ' Promotion ', milestones: [{ title: ' Ask ' }] })).toEqual({
      title: 'Promotion',
      status: 'not_started',
      progress: 0,
      milestones: [{ title: 'Ask', done: false }],
    });
  });
  it('names the field of each bad value', () => {
    expect(issues(createGoalInput.safeParse({ title: '', progress: 101, targetDate: '2026-02-30' }))).toEqual(
      [
        ['title', 'career.titleRequired'],
        ['targetDate', 'shared.dateInvalid'],
        ['progress', 'career.progress'],
      ],
    );
    expect(issues(createSkillInput.safeParse({ name: 'SQL', level: 0, targetLevel: 6 }))).toEqual([
      ['level', 'career.level'],
      ['targetLevel', 'career.targetLevel'],
    ]);
    expect(issues(createAchievementInput.safeParse({ title: 'x'.repeat(201), date: '2026-3-1' }))).toEqual([
      ['title', 'career.titleTooLong'],
      ['date', 'shared.dateFormat'],
    ]);
    expect(issues(updateGoalInput.safeParse({}))).toEqual([['', 'shared.nothingToUpdate']]);
    expect(issues(updateMilestoneInput.safeParse({ done: 'yes' }))).toEqual([
      ['done', 'career.milestoneDone'],
    ]);
    expect(
      issues(createGoalInput.safeParse({ title: 'G', milestones: Array(51).fill({ title: 'M' }) })),
    ).toEqual([['milestones', 'career.tooManyMilestones']]);
  });
});
