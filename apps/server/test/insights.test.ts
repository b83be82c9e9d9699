import { insightsSchema, type Insights } from '@track-grow/domain/dashboard';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUp, signUpIn, type TestApp } from './helpers';

/**
 * GET /api/insights: the domain's crossAreaInsights over the 90 days ending on the user's today, from each area's
 * days aggregated in SQL and the habits' scheduled and done days.
 */
type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
/** The test clock's own start, 2026-03-10T12:00Z (UTC users): the window is 2025-12-11 – 2026-03-10. */
const today = '2026-03-10';
/** Twelve days up to today; day i's mood is 5 on even days, 2 on odd ones (day 10: 5 and 4, so 4.5). */
const day = (i: number) => addDays(today, i - 11);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function post(caller: Caller, path: string, body: unknown, status = 201) {
  const response = await caller.agent.post(path, body);
  expect(response.statusCode, `${path} ${response.body}`).toBe(status);
  return response.json<{ id: string }>();
}

async function insightsOf(caller: Caller): Promise<Insights> {
  const response = await caller.agent.get('/api/insights');
  expect(response.statusCode, response.body).toBe(200);
  return insightsSchema.parse(response.json());
}

async function logMoods(me: Caller) {
  for (const i of range(0, 11)) await post(me, '/api/moods', { date: day(i), rating: i % 2 === 0 ? 5 : 2 });
  await post(me, '/api/moods', { date: day(10), rating: 4 });
}

/** A task completed at noon UTC on day i (creating it completed stamps completedAt with the clock). */
async function completeTask(me: Caller, i: number) {
  const now = t.clock.now();
  t.clock.set(new Date(`${day(i)}T12:00:00Z`));
  await post(me, '/api/tasks', { title: 'Done', status: 'completed' });
  t.clock.set(now);
}

async function focus(me: Caller, i: number, minutes: number, type = 'focus') {
  await post(me, '/api/focus-sessions', {
    title: 'Work',
    type,
    plannedDuration: minutes,
    actualDuration: minutes,
    startedAt: `${day(i)}T08:00:00Z`,
    completedAt: `${day(i)}T09:00:00Z`,
    date: day(i),
  });
}

async function userWithHistory(): Promise<Caller> {
  const me = await signUp(t.app);
  await logMoods(me);
  // Sleep logged on days 0–9: 8 h on even days, 6 h on odd ones; no meditation logged.
  for (const i of range(0, 9))
    await post(me, '/api/wellness', { date: day(i), sleepHours: i % 2 === 0 ? 8 : 6 }, 200);
  // A daily habit done on days 0, 2, 4, 6, 8 (today's not yet).
  const habit = await post(me, '/api/habits', { name: 'Walk', startDate: day(0) });
  for (const i of [0, 2, 4, 6, 8])
    expect((await me.agent.post(`/api/habits/${habit.id}/toggle`, { date: day(i) })).statusCode).toBe(200);
  // Money tracked from day 0 (an expense) to day 9 (an income); expenses on days 1, 3, 5, 7 too.
  for (const i of [0, 1, 3, 5, 7])
    await post(me, '/api/transactions', { date: day(i), type: 'expense', amount: '9.90', category: 'Food' });
  await post(me, '/api/transactions', { date: day(9), type: 'income', amount: '100.00', category: 'Salary' });
  // Two tasks on days 0–4, one on days 5 and 6.
  for (const i of [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6]) await completeTask(me, i);
  // An hour of focus on days 0–4 (day 0 in two halves); 59 minutes on day 5; a break of an hour on day 6.
  await focus(me, 0, 30);
  await focus(me, 0, 30);
  for (const i of [1, 2, 3, 4]) await focus(me, i, 60);
  await focus(me, 5, 59);
  await focus(me, 6, 60, 'longBreak');
  // Workouts on four good days: too few to say anything.
  for (const i of [0, 2, 4, 6])
    await post(me, '/api/workouts', { name: 'Run', type: 'cardio', duration: 30, date: day(i) });
  // Before the window (2025-12-10): a bad mood after a long sleep that must not count.
  await post(me, '/api/moods', { date: '2025-12-10', rating: 1 });
  await post(me, '/api/wellness', { date: '2025-12-10', sleepHours: 9 }, 200);
  return me;
}

const mood = { measure: 'mood' } as const;

describe('insights', () => {
  let owner: Caller;
  beforeAll(async () => {
    owner = await userWithHistory();
  });

  it('compares each factor over the days with the measure, strongest first', async () => {
    expect(await insightsOf(owner)).toEqual({
      days: 90,
      insights: [
        // Days 0, 2, 4, 6, 8 against 1, 3, 5, 7, 9: days 10 and 11 have no sleep logged.
        {
          factor: 'sleep7h',
          ...mood,
          withAverage: 5,
          withoutAverage: 2,
          withDays: 5,
          withoutDays: 5,
          difference: 3,
        },
        // Today's habit is not done: (6 × 2 + 4.5) / 7 = 2.36.
        {
          factor: 'allHabitsDone',
          ...mood,
          withAverage: 5,
          withoutAverage: 2.4,
          withDays: 5,
          withoutDays: 7,
          difference: 2.6,
        },
        // Within days 0–9: no expense on 2, 4, 6, 8, 9 (22 / 5), an expense on 0, 1, 3, 5, 7 (13 / 5).
        {
          factor: 'noSpend',
          ...mood,
          withAverage: 4.4,
          withoutAverage: 2.6,
          withDays: 5,
          withoutDays: 5,
          difference: 1.8,
        },
        // Tasks per active day (all twelve): 2 on the focus-hour days 0–4, 2 over the other 7 (0.29).
        {
          factor: 'focusHour',
          measure: 'tasksCompleted',
          withAverage: 2,
          withoutAverage: 0.3,
          withDays: 5,
          withoutDays: 7,
          difference: 1.7,
        },
        // Days 0–6 (26 / 7 = 3.71) against 7–11 (15.5 / 5 = 3.1).
        {
          factor: 'completedTask',
          ...mood,
          withAverage: 3.7,
          withoutAverage: 3.1,
          withDays: 7,
          withoutDays: 5,
          difference: 0.6,
        },
      ],
    });
  });

  it('shows a factor once it has 5 days on each side', async () => {
    const before = await insightsOf(owner);
    expect(before.insights.map((i) => i.factor)).not.toContain('workout');
    await post(owner, '/api/workouts', { name: 'Swim', type: 'cardio', duration: 30, date: day(10) });
    const after = await insightsOf(owner);
    // 5, 5, 5, 5, 4.5 against days 1, 3, 5, 7, 8, 9, 11: (6 × 2 + 5) / 7 = 2.43.
    expect(after.insights).toContainEqual({
      factor: 'workout',
      ...mood,
      withAverage: 4.9,
      withoutAverage: 2.4,
      withDays: 5,
      withoutDays: 7,
      difference: 2.5,
    });
    expect(after.insights.filter((i) => i.factor !== 'workout')).toEqual(before.insights);
    // Sorted by the size of the difference.
    const sizes = after.insights.map((i) => Math.abs(i.difference));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("never counts another user's data", async () => {
    const before = await insightsOf(owner);
    // The same moods, nothing else: nothing to compare.
    const intruder = await signUp(t.app);
    await logMoods(intruder);
    expect(await insightsOf(intruder)).toEqual({ days: 90, insights: [] });
    expect(await insightsOf(owner)).toEqual(before);
    expect((await new Agent(t.app).get('/api/insights')).statusCode).toBe(401);
  });

  it('says nothing to a new user', async () => {
    expect(await insightsOf(await signUp(t.app))).toEqual({ days: 90, insights: [] });
  });

  it("groups task completions by the user's day: a night owl (day starts at 3) in Los Angeles", async () => {
    const owl = await signUpIn(t.app, 'America/Los_Angeles', 3);
    // 10–19 February 2026 (PST, UTC−8), a mood each day; an hour of focus and a task on the first five, each
    // task completed at 02:30 the next morning (10:30Z): still that day for this user, the next one in UTC.
    const owlDays = range(0, 9).map((i) => addDays('2026-02-10', i));
    for (const date of owlDays) await post(owl, '/api/moods', { date, rating: 3 });
    for (const date of owlDays.slice(0, 5)) {
      await post(owl, '/api/focus-sessions', {
        title: 'Work',
        plannedDuration: 60,
        actualDuration: 60,
        startedAt: `${date}T17:00:00Z`,
        completedAt: `${date}T18:00:00Z`,
        date,
      });
      const now = t.clock.now();
      t.clock.set(new Date(`${addDays(date, 1)}T10:30:00Z`));
      await post(owl, '/api/tasks', { title: 'Late', status: 'completed' });
      t.clock.set(now);
    }
    // Grouped by UTC days the tasks would fall on 11–15 February: 0.8 against 0.2.
    expect((await insightsOf(owl)).insights).toEqual([
      {
        factor: 'focusHour',
        measure: 'tasksCompleted',
        withAverage: 1,
        withoutAverage: 0,
        withDays: 5,
        withoutDays: 5,
        difference: 1,
      },
    ]);
  });
});
