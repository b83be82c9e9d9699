import { eq } from 'drizzle-orm';
import type { Workout, WorkoutSummary } from '@track-grow/domain/fitness';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workouts } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z'); // a Tuesday
const today = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

const run = (date: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Running Session',
  type: 'running',
  duration: 30,
  date,
  ...overrides,
});

async function log(caller: Caller, body: Record<string, unknown>): Promise<Workout> {
  const response = await caller.agent.post('/api/workouts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Workout>();
}
const workoutsOf = (userId: string) => t.db.select().from(workouts).where(eq(workouts.userId, userId));

async function expect400(response: { statusCode: number; json: <T>() => T }, field: string) {
  expect(response.statusCode).toBe(400);
  const { message } = response.json<{ message: string }>();
  expect(message.startsWith(`${field}: `) || message.includes(field), message).toBe(true);
}

describe('workout CRUD', () => {
  it('logs, reads, updates and deletes a workout with its exercises', async () => {
    const me = await signUp(t.app);
    const lift = await log(me, {
      name: ' Leg day ',
      type: 'strength',
      duration: 50,
      calories: 400,
      date: today,
      description: '',
      exercises: [
        { name: ' Squat ', sets: 5, reps: 5, weightKg: 102.5 },
        { name: 'Plank', durationSec: 60 },
      ],
    });
    expect(lift).toMatchObject({
      name: 'Leg day',
      description: null,
      type: 'strength',
      difficulty: 'medium',
      duration: 50,
      calories: 400,
      date: today,
      exercises: [
        { name: 'Squat', sets: 5, reps: 5, weightKg: 102.5 },
        { name: 'Plank', durationSec: 60 },
      ],
    });
    const jog = await log(me, run(today));
    expect(jog).toMatchObject({ calories: null, exercises: [], difficulty: 'medium' });

    expect((await me.agent.get(`/api/workouts/${lift.id}`)).json()).toEqual(lift);
    const patched = await me.agent.patch(`/api/workouts/${lift.id}`, {
      difficulty: 'hard',
      calories: null,
      exercises: [{ name: 'Deadlift', sets: 3, reps: 5, weightKg: 140 }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Leg day',
      difficulty: 'hard',
      calories: null,
      exercises: [{ name: 'Deadlift', sets: 3, reps: 5, weightKg: 140 }],
    });

    const removed = await me.agent.delete(`/api/workouts/${jog.id}`);
    expect(removed.json()).toEqual({ message: 'Workout deleted' });
    expect((await me.agent.get(`/api/workouts/${jog.id}`)).statusCode).toBe(404);
    expect(await workoutsOf(me.user.id)).toHaveLength(1);
  });

  it('refuses each kind of bad input with a 400 naming the field, and saves nothing', async () => {
    const me = await signUp(t.app);
    const squat = { name: 'Squat', sets: 5, reps: 5, weightKg: 100 };
    const bad: [Record<string, unknown>, string][] = [
      [run(today, { type: 'swimming' }), 'type'],
      [run(today, { difficulty: 'brutal' }), 'difficulty'],
      [run(today, { name: '' }), 'name'],
      [run(today, { duration: 0 }), 'duration'],
      [run(today, { duration: 1441 }), 'duration'],
      [run(today, { duration: 30.5 }), 'duration'],
      [run(today, { calories: -1 }), 'calories'],
      [run(today, { calories: 10_001 }), 'calories'],
      [run(today, { date: '10/03/2026' }), 'date'],
      [run(today, { exercises: Array.from({ length: 51 }, () => squat) }), 'exercises'],
      [run(today, { exercises: [{ ...squat, name: ' ' }] }), 'exercises.0.name'],
      [run(today, { exercises: [{ ...squat, sets: 0 }] }), 'exercises.0.sets'],
      [run(today, { exercises: [{ ...squat, reps: 1001 }] }), 'exercises.0.reps'],
      [run(today, { exercises: [squat, { ...squat, weightKg: -5 }] }), 'exercises.1.weightKg'],
      [run(today, { exercises: [{ ...squat, durationSec: 86_401 }] }), 'exercises.0.durationSec'],
    ];
    for (const [body, field] of bad) await expect400(await me.agent.post('/api/workouts', body), field);
    const tooMany = await me.agent.post(
      '/api/workouts',
      run(today, { exercises: Array.from({ length: 51 }, () => squat) }),
    );
    expect(tooMany.json<{ message: string }>().message).toBe('exercises: At most 50 exercises');
    expect(await workoutsOf(me.user.id)).toHaveLength(0);

    const saved = await log(me, run(today));
    for (const [body, field] of [
      [{}, 'Nothing to update'],
      [{ userId: me.user.id }, 'Unrecognized key'],
      [{ duration: 0 }, 'duration'],
      [{ exercises: [{ name: 'Squat', reps: 0 }] }, 'exercises.0.reps'],
    ] as const)
      await expect400(await me.agent.patch(`/api/workouts/${saved.id}`, body), field);
    expect((await me.agent.get(`/api/workouts/${saved.id}`)).json()).toEqual(saved);
  });

  it('answers 404 for another user’s workout and changes nothing', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const saved = await log(owner, run(today, { name: 'Secret run' }));
    for (const response of [
      await intruder.agent.get(`/api/workouts/${saved.id}`),
      await intruder.agent.patch(`/api/workouts/${saved.id}`, { name: 'Mine now' }),
      await intruder.agent.delete(`/api/workouts/${saved.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Workout not found', code: 'fitness.notFound' });
    }
    expect((await owner.agent.get(`/api/workouts/${saved.id}`)).json()).toEqual(saved);
    expect((await intruder.agent.get('/api/workouts')).json()).toEqual([]);
    expect((await intruder.agent.get('/api/workouts/summary')).json()).toMatchObject({
      weekMinutes: 0,
      personalBests: [],
    });
  });
});

describe('workout list', () => {
  it('defaults to the 30 days up to today, newest first; from/to reach further', async () => {
    const me = await signUp(t.app);
    for (const date of [addDays(today, -400), addDays(today, -30), addDays(today, -29), today])
      await log(me, run(date));
    const dates = (path: string) => me.agent.get(path).then((r) => r.json<Workout[]>().map((w) => w.date));
    expect(await dates('/api/workouts')).toEqual([today, addDays(today, -29)]);
    expect(await dates(`/api/workouts?from=${addDays(today, -400)}&to=${addDays(today, -1)}`)).toEqual([
      addDays(today, -29),
      addDays(today, -30),
      addDays(today, -400),
    ]);
    await expect400(await me.agent.get(`/api/workouts?from=${today}&to=${addDays(today, -1)}`), 'to');
    await expect400(await me.agent.get('/api/workouts?limit=1001'), 'limit');
    await expect400(await me.agent.get('/api/workouts?cursor=garbage'), 'cursor');
  });

  it('pages with limit and the x-next-cursor, each workout once', async () => {
    const me = await signUp(t.app);
    const saved: string[] = [];
    for (let i = 0; i < 5; i++) saved.push((await log(me, run(addDays(today, -Math.floor(i / 2))))).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await me.agent.get(`/api/workouts?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...response.json<Workout[]>().map((w) => w.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual([saved[1], saved[0], saved[3], saved[2], saved[4]]);
  });
});

describe('workout summary', () => {
  const summary = (me: Caller) => me.agent.get('/api/workouts/summary').then((r) => r.json<WorkoutSummary>());

  it('measures the week from the user’s week start to today against the goal (150 unless set)', async () => {
    const me = await signUp(t.app);
    await log(me, run('2026-03-07', { duration: 90, calories: 700 })); // Saturday: last week
    await log(me, run('2026-03-08', { duration: 40, calories: 300 })); // Sunday
    await log(me, run('2026-03-09', { duration: 30 })); // Monday, no calories
    await log(me, run(today, { duration: 20, calories: 150 }));
    await log(me, run('2026-03-11', { duration: 60, calories: 500 })); // tomorrow: not yet
    expect(await summary(me)).toMatchObject({
      weekStart: '2026-03-08',
      goalMinutes: 150,
      weekMinutes: 90,
      weekWorkouts: 3,
      weekCalories: 450,
    });
    await me.agent.patch('/api/auth/user', { weekStart: 1, preferences: { fitnessWeeklyGoalMinutes: 200 } });
    expect(await summary(me)).toMatchObject({
      weekStart: '2026-03-09',
      goalMinutes: 200,
      weekMinutes: 50,
      weekWorkouts: 2,
      weekCalories: 150,
    });
    // In Auckland it is already Wednesday, March 11.
    await me.agent.patch('/api/auth/user', { timezone: 'Pacific/Auckland' });
    expect(await summary(me)).toMatchObject({ weekStart: '2026-03-09', weekMinutes: 110, weekWorkouts: 3 });
  });

  it('finds each exercise’s personal bests over every workout, names matched ignoring case', async () => {
    const me = await signUp(t.app);
    const lift = (date: string, exercises: Record<string, unknown>[]) =>
      log(me, { name: 'Strength Session', type: 'strength', duration: 45, date, exercises });
    const first = await lift('2025-01-10', [
      { name: 'Squat', sets: 5, reps: 5, weightKg: 100 },
      { name: 'Pull-up', sets: 3, reps: 12 },
    ]);
    const heavy = await lift('2025-06-01', [
      { name: 'squat', sets: 1, reps: 3, weightKg: 120 },
      { name: 'Plank', durationSec: 90 },
    ]);
    // The same weight later with more reps is the better best; fewer reps on a later day is not.
    const heavier = await lift('2025-09-01', [{ name: 'SQUAT ', sets: 1, reps: 4, weightKg: 120 }]);
    await lift('2025-10-01', [{ name: 'Squat', sets: 1, reps: 2, weightKg: 120 }]);
    const manyReps = await lift('2026-01-05', [
      { name: 'Squat', sets: 2, reps: 20, weightKg: 60 },
      { name: 'Plank', durationSec: 60 },
    ]);
    await lift('2026-03-01', [{ name: 'Pull-up', sets: 3, reps: 10 }]);
    await log(me, run('2026-03-02'));

    const { personalBests } = await summary(me);
    // Most recently logged first; a tie by name.
    expect(personalBests).toEqual([
      {
        name: 'Pull-up',
        heaviest: null,
        mostReps: { reps: 12, date: '2025-01-10', workoutId: first.id },
        longest: null,
        times: 2,
        lastDate: '2026-03-01',
      },
      {
        name: 'Plank',
        heaviest: null,
        mostReps: null,
        longest: { durationSec: 90, date: '2025-06-01', workoutId: heavy.id },
        times: 2,
        lastDate: '2026-01-05',
      },
      {
        name: 'Squat',
        heaviest: { weightKg: 120, reps: 4, date: '2025-09-01', workoutId: heavier.id },
        mostReps: { reps: 20, date: '2026-01-05', workoutId: manyReps.id },
        longest: null,
        times: 5,
        lastDate: '2026-01-05',
      },
    ]);
  });

  it('lists at most the 100 most recently logged exercises', async () => {
    const me = await signUp(t.app);
    for (let w = 0; w < 3; w++)
      await log(me, {
        name: 'Circuit',
        type: 'hiit',
        duration: 40,
        date: addDays(today, w - 3),
        exercises: Array.from({ length: 50 }, (_, i) => ({ name: `Move ${w * 50 + i}`, reps: 10 })),
      });
    const { personalBests } = await summary(me);
    expect(personalBests).toHaveLength(100);
    expect(personalBests[0]!.lastDate).toBe(addDays(today, -1));
    expect(personalBests.at(-1)!.lastDate).toBe(addDays(today, -2));
  });
});
