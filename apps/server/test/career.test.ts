import type { Achievement, CareerSummary, Goal, Skill } from '@track-grow/domain/career';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

async function post<T>(caller: Caller, path: string, body: unknown): Promise<T> {
  const response = await caller.agent.post(path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}
async function patch<T>(caller: Caller, path: string, body: unknown): Promise<T> {
  const response = await caller.agent.patch(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function expect400(response: { statusCode: number; json: <T>() => T }, field: string) {
  expect(response.statusCode).toBe(400);
  const { message } = response.json<{ message: string }>();
  expect(message.startsWith(`${field}: `) || message.includes(field), message).toBe(true);
}

const goals = '/api/career/goals';
const skills = '/api/career/skills';
const achievements = '/api/career/achievements';

describe('career goals', () => {
  it('creates, reads, updates and deletes a goal; completing it sets completedAt', async () => {
    const me = await signUp(t.app);
    const goal = await post<Goal>(me, goals, {
      title: ' Lead a project ',
      description: '',
      targetDate: '2026-09-30',
      progress: 30,
    });
    expect(goal).toMatchObject({
      title: 'Lead a project',
      description: null,
      targetDate: '2026-09-30',
      status: 'not_started',
      progress: 30,
      milestones: [],
      completedAt: null,
    });
    expect((await me.agent.get(`${goals}/${goal.id}`)).json()).toEqual(goal);

    const done = await patch<Goal>(me, `${goals}/${goal.id}`, { status: 'completed' });
    expect(done.progress).toBe(100);
    expect(done.completedAt).toBe(NOW.toISOString());
    t.clock.set(new Date('2026-03-11T12:00:00Z'));
    const renamed = await patch<Goal>(me, `${goals}/${goal.id}`, { title: 'Lead two projects' });
    expect(renamed.completedAt).toBe(NOW.toISOString());
    const reopened = await patch<Goal>(me, `${goals}/${goal.id}`, { status: 'in_progress' });
    expect(reopened).toMatchObject({ completedAt: null, progress: 100 });
    expect((await patch<Goal>(me, `${goals}/${goal.id}`, { progress: 40 })).progress).toBe(40);

    expect((await me.agent.get(goals)).json<Goal[]>().map((g) => g.id)).toEqual([goal.id]);
    expect((await me.agent.delete(`${goals}/${goal.id}`)).statusCode).toBe(200);
    expect((await me.agent.get(`${goals}/${goal.id}`)).statusCode).toBe(404);
    expect((await me.agent.delete(`${goals}/${goal.id}`)).statusCode).toBe(404);
  });

  it('follows its milestones: add, tick, rename, remove', async () => {
    const me = await signUp(t.app);
    const goal = await post<Goal>(me, goals, {
      title: 'Certification',
      progress: 90,
      milestones: [{ title: 'Course' }, { title: 'Practice exam', done: true }, { title: 'Exam' }],
    });
    expect(goal.progress).toBe(33);
    expect(goal.milestones.map((m) => [m.title, m.done])).toEqual([
      ['Course', false],
      ['Practice exam', true],
      ['Exam', false],
    ]);
    const [course, practice, exam] = goal.milestones as [
      Goal['milestones'][0],
      Goal['milestones'][0],
      Goal['milestones'][0],
    ];
    const ticked = await patch<Goal>(me, `${goals}/${goal.id}/milestones/${course.id}`, { done: true });
    expect(ticked.progress).toBe(67);
    const renamed = await patch<Goal>(me, `${goals}/${goal.id}/milestones/${exam.id}`, {
      title: 'Pass the exam',
    });
    expect(renamed.milestones[2]).toEqual({ id: exam.id, title: 'Pass the exam', done: false });

    // The edit sheet sends the whole list: ids kept, a new one added, one removed.
    const edited = await patch<Goal>(me, `${goals}/${goal.id}`, {
      milestones: [
        { id: exam.id, title: 'Pass the exam', done: true },
        { id: course.id, title: 'Course', done: true },
        { title: 'Celebrate' },
      ],
    });
    expect(edited.milestones.map((m) => m.title)).toEqual(['Pass the exam', 'Course', 'Celebrate']);
    expect(edited.milestones.slice(0, 2).map((m) => m.id)).toEqual([exam.id, course.id]);
    expect(edited.progress).toBe(67);
    expect(edited.milestones.some((m) => m.id === practice.id)).toBe(false);

    // Without milestones the last figure stays, and the user sets it by hand again.
    expect((await patch<Goal>(me, `${goals}/${goal.id}`, { milestones: [] })).progress).toBe(67);

    const missing = await me.agent.patch(`${goals}/${goal.id}/milestones/${practice.id}`, { done: true });
    expect(missing.statusCode).toBe(404);
  });

  it('loses no tick when two milestones are ticked at once', async () => {
    const me = await signUp(t.app);
    const goal = await post<Goal>(me, goals, {
      title: 'Race',
      milestones: Array.from({ length: 8 }, (_, i) => ({ title: `Step ${i + 1}` })),
    });
    const responses = await Promise.all(
      goal.milestones.map((m) => me.agent.patch(`${goals}/${goal.id}/milestones/${m.id}`, { done: true })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(goal.milestones.map(() => 200));
    const after = (await me.agent.get(`${goals}/${goal.id}`)).json<Goal>();
    expect(after.milestones.every((m) => m.done)).toBe(true);
    expect(after.progress).toBe(100);
    expect(after.status).toBe('not_started');
  });

  it('refuses bad input with 400s naming the field', async () => {
    const me = await signUp(t.app);
    await expect400(await me.agent.post(goals, { title: '' }), 'title');
    await expect400(await me.agent.post(goals, { title: 'x'.repeat(201) }), 'title');
    await expect400(await me.agent.post(goals, { title: 'Goal', progress: 101 }), 'progress');
    await expect400(await me.agent.post(goals, { title: 'Goal', progress: -1 }), 'progress');
    await expect400(await me.agent.post(goals, { title: 'Goal', progress: 1.5 }), 'progress');
    await expect400(await me.agent.post(goals, { title: 'Goal', targetDate: '2026-02-30' }), 'targetDate');
    await expect400(await me.agent.post(goals, { title: 'Goal', targetDate: '10/03/2026' }), 'targetDate');
    await expect400(await me.agent.post(goals, { title: 'Goal', status: 'done' }), 'status');
    await expect400(
      await me.agent.post(goals, { title: 'Goal', milestones: [{ title: ' ' }] }),
      'milestones',
    );
    const goal = await post<Goal>(me, goals, { title: 'Goal', milestones: [{ title: 'One' }] });
    const id = goal.milestones[0]!.id;
    await expect400(
      await me.agent.patch(`${goals}/${goal.id}`, {
        milestones: [
          { id, title: 'A' },
          { id, title: 'B' },
        ],
      }),
      'milestones',
    );
    await expect400(await me.agent.patch(`${goals}/${goal.id}/milestones/${id}`, { done: 'yes' }), 'done');
    await expect400(await me.agent.patch(`${goals}/${goal.id}`, {}), '');
    await expect400(await me.agent.get(`${goals}?cursor=nope`), 'cursor');
  });

  it('pages the list with limit and cursor, newest first', async () => {
    const me = await signUp(t.app);
    const made: Goal[] = [];
    for (const title of ['A', 'B', 'C']) made.push(await post<Goal>(me, goals, { title }));
    const first = await me.agent.get(`${goals}?limit=2`);
    expect(first.json<Goal[]>().map((g) => g.title)).toEqual(['C', 'B']);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await me.agent.get(`${goals}?limit=2&cursor=${cursor}`);
    expect(second.json<Goal[]>().map((g) => g.title)).toEqual(['A']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('career skills', () => {
  it('creates, lists, updates and deletes skills, and refuses levels outside 1–5', async () => {
    const me = await signUp(t.app);
    const skill = await post<Skill>(me, skills, {
      name: 'SQL',
      category: 'Engineering',
      level: 2,
      targetLevel: 4,
    });
    expect(skill).toMatchObject({
      name: 'SQL',
      category: 'Engineering',
      level: 2,
      targetLevel: 4,
      notes: null,
    });
    expect((await me.agent.get(skills)).json<Skill[]>()).toEqual([skill]);
    expect(
      (await patch<Skill>(me, `${skills}/${skill.id}`, { level: 4, notes: 'Window functions' })).level,
    ).toBe(4);
    await expect400(await me.agent.post(skills, { name: 'X', level: 0 }), 'level');
    await expect400(await me.agent.post(skills, { name: 'X', level: 6 }), 'level');
    await expect400(await me.agent.post(skills, { name: 'X', targetLevel: 9 }), 'targetLevel');
    await expect400(await me.agent.post(skills, { name: '' }), 'name');
    await expect400(await me.agent.patch(`${skills}/${skill.id}`, { category: 'x'.repeat(41) }), 'category');
    expect((await me.agent.delete(`${skills}/${skill.id}`)).statusCode).toBe(200);
    expect((await me.agent.get(`${skills}/${skill.id}`)).statusCode).toBe(404);
  });
});

describe('career achievements', () => {
  it('logs achievements newest first, linked to an own goal only', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await post<Goal>(me, goals, { title: 'Mine' });
    const theirs = await post<Goal>(other, goals, { title: 'Theirs' });
    const older = await post<Achievement>(me, achievements, {
      title: 'Talk',
      date: '2026-01-05',
      goalId: mine.id,
    });
    const newer = await post<Achievement>(me, achievements, {
      title: 'Launch',
      date: today,
      description: 'Big day',
    });
    expect(older.goalId).toBe(mine.id);
    expect((await me.agent.get(achievements)).json<Achievement[]>().map((a) => a.title)).toEqual([
      'Launch',
      'Talk',
    ]);
    expect(
      (await me.agent.get(`${achievements}?from=2026-02-01`)).json<Achievement[]>().map((a) => a.id),
    ).toEqual([newer.id]);

    await expect400(
      await me.agent.post(achievements, { title: 'Stolen', date: today, goalId: theirs.id }),
      'goalId',
    );
    await expect400(await me.agent.patch(`${achievements}/${newer.id}`, { goalId: theirs.id }), 'goalId');
    await expect400(await me.agent.post(achievements, { title: 'Bad', date: '2026-13-01' }), 'date');
    await expect400(await me.agent.post(achievements, { title: '', date: today }), 'title');

    // Deleting the goal keeps the achievement, unlinked.
    expect((await me.agent.delete(`${goals}/${mine.id}`)).statusCode).toBe(200);
    expect((await me.agent.get(`${achievements}/${older.id}`)).json<Achievement>().goalId).toBeNull();
    expect(
      (await patch<Achievement>(me, `${achievements}/${older.id}`, { title: 'Conference talk' })).title,
    ).toBe('Conference talk');
    expect((await me.agent.delete(`${achievements}/${older.id}`)).statusCode).toBe(200);
  });
});

describe('career summary', () => {
  it('counts goals, average progress, next target, skills at target and this year’s achievements', async () => {
    const me = await signUp(t.app);
    const empty = (await me.agent.get('/api/career/summary')).json<CareerSummary>();
    expect(empty).toEqual({
      activeGoals: 0,
      completedGoals: 0,
      averageProgress: null,
      nextTargetDate: null,
      skills: 0,
      skillsAtTarget: 0,
      achievementsThisYear: 0,
    });
    await post(me, goals, { title: 'A', progress: 20, targetDate: '2026-06-01' });
    await post(me, goals, { title: 'B', status: 'in_progress', progress: 50, targetDate: '2026-04-01' });
    await post(me, goals, { title: 'Late', progress: 0, targetDate: '2026-01-01' });
    await post(me, goals, { title: 'C', status: 'completed', targetDate: '2026-03-20' });
    await post(me, goals, { title: 'D', status: 'abandoned', targetDate: '2026-03-12' });
    await post(me, skills, { name: 'X', level: 3, targetLevel: 3 });
    await post(me, skills, { name: 'Y', level: 2, targetLevel: 4 });
    await post(me, achievements, { title: 'Old', date: '2025-12-31' });
    await post(me, achievements, { title: 'New', date: '2026-02-01' });
    expect((await me.agent.get('/api/career/summary')).json<CareerSummary>()).toEqual({
      activeGoals: 3,
      completedGoals: 1,
      averageProgress: 23,
      nextTargetDate: '2026-04-01',
      skills: 2,
      skillsAtTarget: 1,
      achievementsThisYear: 1,
    });
  });
});
