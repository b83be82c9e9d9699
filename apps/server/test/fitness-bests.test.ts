import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Exercise, PersonalBest, Workout, WorkoutSummary } from '@track-grow/domain/fitness';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { workoutExerciseBests, workouts } from '../src/db/schema';
import { createDemoAccount, DEMO_PASSWORD } from '../src/demo/account';
import { MAX_PERSONAL_BESTS, rebuildExerciseBests } from '../src/modules/fitness/service';
import { Agent, createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const summaryBests = (me: Caller) =>
  me.agent.get('/api/workouts/summary').then((r) => r.json<WorkoutSummary>().personalBests);

/** The summary's statement before the bests were stored: every workout's exercises, read on each request. */
async function bestsFromScratch(userId: string): Promise<PersonalBest[]> {
  type Row = {
    name: string;
    times: number;
    lastDate: string;
    heaviest: [number, number | null, string, string] | null;
    mostReps: [number, string, string] | null;
    longest: [number, string, string] | null;
  };
  const { rows } = await t.db.execute<Row>(sql`
    with entry as (
      select w.id, w.date, x.ord, lower(btrim(x.value->>'name')) as key, btrim(x.value->>'name') as name,
        (x.value->>'weightKg')::float8 as weight, (x.value->>'reps')::int as reps,
        (x.value->>'durationSec')::int as seconds
      from workouts w cross join lateral jsonb_array_elements(w.exercises) with ordinality x(value, ord)
      where w.user_id = ${userId} and w.exercises <> '[]'::jsonb
    )
    select
      (array_agg(name order by date desc, id desc, ord desc))[1] as name,
      count(distinct id)::int as times,
      max(date)::text as "lastDate",
      (array_agg(json_build_array(weight, reps, date::text, id) order by weight desc, reps desc nulls last, date, id)
        filter (where weight > 0))[1] as heaviest,
      (array_agg(json_build_array(reps, date::text, id) order by reps desc, date, id)
        filter (where reps is not null))[1] as "mostReps",
      (array_agg(json_build_array(seconds, date::text, id) order by seconds desc, date, id)
        filter (where seconds is not null))[1] as longest
    from entry group by key
    order by max(date) desc, key
    limit ${MAX_PERSONAL_BESTS}`);
  return rows.map((r) => ({
    name: r.name,
    heaviest: r.heaviest && {
      weightKg: r.heaviest[0],
      reps: r.heaviest[1],
      date: r.heaviest[2],
      workoutId: r.heaviest[3],
    },
    mostReps: r.mostReps && { reps: r.mostReps[0], date: r.mostReps[1], workoutId: r.mostReps[2] },
    longest: r.longest && { durationSec: r.longest[0], date: r.longest[1], workoutId: r.longest[2] },
    times: r.times,
    lastDate: r.lastDate,
  }));
}

interface Hit {
  value: number;
  reps: number | null;
  date: string;
  id: string;
}
/** Greater value wins (then more reps for the heaviest); a tie goes to the earlier day, then the smaller id. */
const beats = (a: Hit, b: Hit | undefined, byReps: boolean) => {
  if (!b) return true;
  if (a.value !== b.value) return a.value > b.value;
  if (byReps && a.reps !== b.reps) return b.reps === null || (a.reps !== null && a.reps > b.reps);
  return a.date !== b.date ? a.date < b.date : a.id < b.id;
};

/** The same rules as a plain fold over the user's workouts (names of ASCII letters: JS and SQL agree on them). */
async function bestsByFold(userId: string): Promise<PersonalBest[]> {
  const rows = await t.db
    .select({ id: workouts.id, date: workouts.date, exercises: workouts.exercises })
    .from(workouts)
    .where(eq(workouts.userId, userId));
  type Acc = {
    key: string;
    last: [string, string, number, string];
    ids: Set<string>;
    heaviest?: Hit;
    mostReps?: Hit;
    longest?: Hit;
  };
  const byKey = new Map<string, Acc>();
  for (const { id, date, exercises } of rows)
    exercises.forEach((e, i) => {
      const name = e.name.replace(/^ +| +$/g, '');
      const key = name.toLowerCase();
      const acc = byKey.get(key) ?? { key, last: [date, id, i, name], ids: new Set<string>() };
      byKey.set(key, acc);
      acc.ids.add(id);
      const [lastDate, lastId, lastOrd] = acc.last;
      if (date > lastDate || (date === lastDate && (id > lastId || (id === lastId && i > lastOrd))))
        acc.last = [date, id, i, name];
      const hit = (value: number, reps: number | null): Hit => ({ value, reps, date, id });
      if (e.weightKg && e.weightKg > 0 && beats(hit(e.weightKg, e.reps ?? null), acc.heaviest, true))
        acc.heaviest = hit(e.weightKg, e.reps ?? null);
      if (e.reps != null && beats(hit(e.reps, null), acc.mostReps, false)) acc.mostReps = hit(e.reps, null);
      if (e.durationSec != null && beats(hit(e.durationSec, null), acc.longest, false))
        acc.longest = hit(e.durationSec, null);
    });
  // The last entry logged is on the last day.
  return [...byKey.values()]
    .map((a) => ({ ...a, lastDate: a.last[0] }))
    .sort((a, b) => (a.lastDate !== b.lastDate ? (a.lastDate > b.lastDate ? -1 : 1) : a.key < b.key ? -1 : 1))
    .slice(0, MAX_PERSONAL_BESTS)
    .map((a) => ({
      name: a.last[3],
      heaviest: a.heaviest
        ? {
            weightKg: a.heaviest.value,
            reps: a.heaviest.reps,
            date: a.heaviest.date,
            workoutId: a.heaviest.id,
          }
        : null,
      mostReps: a.mostReps
        ? { reps: a.mostReps.value, date: a.mostReps.date, workoutId: a.mostReps.id }
        : null,
      longest: a.longest
        ? { durationSec: a.longest.value, date: a.longest.date, workoutId: a.longest.id }
        : null,
      times: a.ids.size,
      lastDate: a.lastDate,
    }));
}

const DATES = ['2026-01-05', '2026-01-06', '2026-02-01', '2026-03-01'] as const;
/** Few names, several spellings of each, few values: ties and renames happen in most sequences. */
const exerciseArb: fc.Arbitrary<Exercise> = fc.record(
  {
    name: fc.constantFrom('Squat', 'squat', 'SQUAT', 'Bench', 'bench', 'Plank', 'Row', 'Dip'),
    sets: fc.constant(3),
    reps: fc.option(fc.constantFrom(1, 5, 10), { nil: null }),
    weightKg: fc.option(fc.constantFrom(0, 20, 60, 60.5, 100), { nil: null }),
    durationSec: fc.option(fc.constantFrom(30, 60), { nil: null }),
  },
  { requiredKeys: ['name'] },
);
const exercisesArb = fc.array(exerciseArb, { maxLength: 4 });
type Step =
  | { kind: 'create'; date: string; exercises: Exercise[] }
  | { kind: 'update'; pick: number; patch: { date?: string; exercises?: Exercise[]; name?: string } }
  | { kind: 'delete'; pick: number };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create'),
      date: fc.constantFrom(...DATES),
      exercises: exercisesArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('update'),
      pick: fc.nat(),
      patch: fc
        .record(
          { date: fc.constantFrom(...DATES), exercises: exercisesArb, name: fc.constant('Renamed') },
          { requiredKeys: [] },
        )
        .filter((p) => Object.keys(p).length > 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete'), pick: fc.nat() }) },
);

async function apply(me: Caller, ids: string[], step: Step): Promise<void> {
  if (step.kind === 'create') {
    const body = { name: 'Lift', type: 'strength', duration: 45, date: step.date, exercises: step.exercises };
    const response = await me.agent.post('/api/workouts', body);
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json<Workout>().id);
    return;
  }
  if (ids.length === 0) return;
  const index = step.pick % ids.length;
  const url = `/api/workouts/${ids[index]}`;
  const response =
    step.kind === 'update' ? await me.agent.patch(url, step.patch) : await me.agent.delete(url);
  expect(response.statusCode, response.body).toBe(200);
  if (step.kind === 'delete') ids.splice(index, 1);
}

const storedBests = (userId: string) =>
  t.db
    .select()
    .from(workoutExerciseBests)
    .where(eq(workoutExerciseBests.userId, userId))
    .orderBy(asc(workoutExerciseBests.nameKey));

describe('stored personal bests', () => {
  it('equal the bests computed from scratch after any sequence of creates, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const me = await signUp(t.app);
        const ids: string[] = [];
        for (const step of steps) {
          await apply(me, ids, step);
          const bests = await summaryBests(me);
          expect(bests).toEqual(await bestsFromScratch(me.user.id));
          expect(bests).toEqual(await bestsByFold(me.user.id));
        }
        // What the writes kept is what a rebuild from nothing makes.
        const kept = await storedBests(me.user.id);
        await rebuildExerciseBests(t.db, me.user.id);
        expect(await storedBests(me.user.id)).toEqual(kept);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('stay exact when one user’s writes race on the same exercise', async () => {
    const lift = (weightKg: number, date: string) => ({
      name: 'Lift',
      type: 'strength',
      duration: 45,
      date,
      exercises: [{ name: weightKg % 2 ? 'squat' : 'Squat', reps: 5, weightKg }],
    });
    // A lost update shows in some rounds only: a few rounds make it likely.
    for (let round = 0; round < 5; round++) {
      const me = await signUp(t.app);
      const created = await Promise.all(
        Array.from({ length: 12 }, (_, i) => me.agent.post('/api/workouts', lift(60 + i * 5, DATES[i % 4]!))),
      );
      expect(await summaryBests(me)).toEqual(await bestsFromScratch(me.user.id));
      const ids = created.map((r) => r.json<Workout>().id);
      await Promise.all([
        ...ids.slice(0, 4).map((id) => me.agent.delete(`/api/workouts/${id}`)),
        ...ids.slice(4, 8).map((id, i) => me.agent.patch(`/api/workouts/${id}`, { date: DATES[3 - i] })),
      ]);
      expect(await summaryBests(me)).toEqual(await bestsFromScratch(me.user.id));
    }
  });

  it('are rebuilt after bulk inserts: the demo account and workouts written without the service', async () => {
    const email = 'bests-demo@trackgrow.app';
    const { userId } = await createDemoAccount(t.db, t.clock, { email, days: 200 });
    const demo = new Agent(t.app);
    expect((await demo.post('/api/auth/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const summaryOf = () =>
      demo.get('/api/workouts/summary').then((r) => r.json<WorkoutSummary>().personalBests);
    const fromScratch = await bestsFromScratch(userId);
    expect(fromScratch.length).toBeGreaterThan(3);
    expect(await summaryOf()).toEqual(fromScratch);

    // A fixture's names with outer spaces and other cases: matched as one, shown as last logged.
    await t.db.insert(workouts).values(
      [' Squat ', 'SQUAT  ', '  front squat'].map((name, i) => ({
        userId,
        name: 'Fixture',
        type: 'strength' as const,
        duration: 30,
        date: '2030-01-0' + String(i + 1),
        exercises: [{ name, reps: 1, weightKg: 500 + i }],
      })),
    );
    await rebuildExerciseBests(t.db, userId);
    const rebuilt = await summaryOf();
    expect(rebuilt).toEqual(await bestsFromScratch(userId));
    expect(rebuilt.slice(0, 2).map((b) => [b.name, b.heaviest?.weightKg])).toEqual([
      ['front squat', 502],
      ['SQUAT', 501],
    ]);

    // The migration that filled the table for workouts logged before it makes the same rows.
    const kept = await storedBests(userId);
    await t.db.delete(workoutExerciseBests).where(eq(workoutExerciseBests.userId, userId));
    const backfill = await readFile(
      path.join(migrationsFolder, '0008_backfill_workout_exercise_bests.sql'),
      'utf8',
    );
    await t.db.execute(sql.raw(backfill));
    expect(await storedBests(userId)).toEqual(kept);
  }, 60_000);
});
