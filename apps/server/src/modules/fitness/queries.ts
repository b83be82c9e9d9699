import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PersonalBest } from '@track-grow/domain/fitness';
import type { Db, Transaction } from '../../db/client';
import { executeOne, executePrepared, runPrepared } from '../../db/prepared';
import { weekMonthSums } from '../../lib/period-sums';
import { workouts } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _userId, ...workoutColumns } = getTableColumns(workouts);
export type WorkoutRow = Omit<typeof workouts.$inferSelect, 'userId'>;
export type NewWorkout = Omit<typeof workouts.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type WorkoutPatch = Partial<NewWorkout>;

/** A page of workouts from `from` to `to`, newest first (date, then id: UUID v7); limit + 1 rows. */
export async function listWorkouts(
  db: Db,
  userId: string,
  q: { from: string; to: string | undefined; limit: number; before: readonly [string, string] | undefined },
): Promise<WorkoutRow[]> {
  const where: SQL[] = [eq(workouts.userId, userId), gte(workouts.date, q.from)];
  if (q.to) where.push(lte(workouts.date, q.to));
  if (q.before)
    where.push(sql`(${workouts.date}, ${workouts.id}) < (${q.before[0]}::date, ${q.before[1]}::uuid)`);
  return runPrepared(
    db
      .select(workoutColumns)
      .from(workouts)
      .where(and(...where))
      .orderBy(desc(workouts.date), desc(workouts.id))
      .limit(q.limit + 1),
  );
}

export interface WeekTotals {
  minutes: number;
  workouts: number;
  calories: number;
}

/**
 * The summary's one statement: the week's minutes, workouts and calories from `from` to `to`, and the stored
 * personal bests of the most recently logged `maxBests` exercises (then by name), already in the answer's shape.
 */
export async function workoutSummary(
  db: Db,
  userId: string,
  from: string,
  to: string,
  maxBests: number,
): Promise<{ week: WeekTotals; bests: PersonalBest[] }> {
  const [row] = await executePrepared<{ week: WeekTotals; bests: PersonalBest[] | null }>(
    db,
    sql`
    select
      (select json_build_object(
         'minutes', coalesce(sum(duration), 0)::int,
         'workouts', count(*)::int,
         'calories', coalesce(sum(calories), 0)::int)
       from workouts where user_id = ${userId} and date between ${from}::date and ${to}::date) as week,
      (select json_agg(json_build_object(
         'name', name,
         'heaviest', case when heaviest_weight_kg is not null then json_build_object(
           'weightKg', heaviest_weight_kg, 'reps', heaviest_reps,
           'date', heaviest_date, 'workoutId', heaviest_workout_id) end,
         'mostReps', case when most_reps is not null then json_build_object(
           'reps', most_reps, 'date', most_reps_date, 'workoutId', most_reps_workout_id) end,
         'longest', case when longest_sec is not null then json_build_object(
           'durationSec', longest_sec, 'date', longest_date, 'workoutId', longest_workout_id) end,
         'times', times,
         'lastDate', last_date) order by last_date desc, name_key)
       from (select * from workout_exercise_bests where user_id = ${userId}
             order by last_date desc, name_key limit ${maxBests}) b) as bests`,
  );
  return { week: row!.week, bests: row!.bests ?? [] };
}

/** Two-key advisory locks of this class serialise one user's recomputes of their bests. */
const EXERCISE_BESTS_LOCK = 7_446_201;

/**
 * Recomputes the stored bests of the exercises named `names` (any case and outer spaces; `'all'`: every exercise)
 * from all of the user's workouts: a name no workout logs any more loses its row. It must run in the transaction
 * that wrote the workouts, after the writes. Ties go to the first time a best was reached (date, then workout
 * id); weight 0 is no heaviest; the display name is the spelling of the last entry logged.
 */
export async function refreshExerciseBests(
  tx: Transaction,
  userId: string,
  names: readonly string[] | 'all',
): Promise<void> {
  if (names !== 'all' && names.length === 0) return;
  // Without it, two writes racing on one exercise could each recompute without the other's workout and the
  // later upsert would keep a stale best. Taken before the recompute, so its snapshot sees the other's commit.
  await tx.execute(sql`select pg_advisory_xact_lock(${EXERCISE_BESTS_LOCK}, hashtext(${userId}::text))`);
  const keys =
    names === 'all' ? null : sql`array(select lower(btrim(n)) from unnest(${sql.param(names)}::text[]) n)`;
  await tx.execute(sql`
    with entry as (
      select w.id, w.date, x.ord, lower(btrim(x.value->>'name')) as key, btrim(x.value->>'name') as name,
        (x.value->>'weightKg')::float8 as weight, (x.value->>'reps')::int as reps,
        (x.value->>'durationSec')::int as seconds
      from workouts w cross join lateral jsonb_array_elements(w.exercises) with ordinality x(value, ord)
      where w.user_id = ${userId} and w.exercises <> '[]'::jsonb
        ${keys ? sql`and lower(btrim(x.value->>'name')) = any(${keys})` : sql``}
    ), logged as (
      select key, count(distinct id)::int as times, max(date) as last_date from entry group by key
    ), latest as (
      select distinct on (key) key, name from entry order by key, date desc, id desc, ord desc
    ), heaviest as (
      select distinct on (key) key, weight, reps, date, id from entry where weight > 0
      order by key, weight desc, reps desc nulls last, date, id
    ), most_reps as (
      select distinct on (key) key, reps, date, id from entry where reps is not null
      order by key, reps desc, date, id
    ), longest as (
      select distinct on (key) key, seconds, date, id from entry where seconds is not null
      order by key, seconds desc, date, id
    ), saved as (
      insert into workout_exercise_bests (user_id, name_key, name,
        heaviest_weight_kg, heaviest_reps, heaviest_date, heaviest_workout_id,
        most_reps, most_reps_date, most_reps_workout_id,
        longest_sec, longest_date, longest_workout_id, times, last_date)
      select ${userId}, g.key, l.name, h.weight, h.reps, h.date, h.id, r.reps, r.date, r.id,
        s.seconds, s.date, s.id, g.times, g.last_date
      from logged g join latest l on l.key = g.key
        left join heaviest h on h.key = g.key
        left join most_reps r on r.key = g.key
        left join longest s on s.key = g.key
      on conflict (user_id, name_key) do update set
        name = excluded.name,
        heaviest_weight_kg = excluded.heaviest_weight_kg, heaviest_reps = excluded.heaviest_reps,
        heaviest_date = excluded.heaviest_date, heaviest_workout_id = excluded.heaviest_workout_id,
        most_reps = excluded.most_reps, most_reps_date = excluded.most_reps_date,
        most_reps_workout_id = excluded.most_reps_workout_id,
        longest_sec = excluded.longest_sec, longest_date = excluded.longest_date,
        longest_workout_id = excluded.longest_workout_id,
        times = excluded.times, last_date = excluded.last_date
    )
    delete from workout_exercise_bests b
    where b.user_id = ${userId} ${keys ? sql`and b.name_key = any(${keys})` : sql``}
      and not exists (select from logged g where g.key = b.name_key)`);
}

/** The workout; with `lock`, locked until the transaction ends (an update reads its old exercises first). */
export async function findWorkout(
  db: Db,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<WorkoutRow | undefined> {
  const query = db
    .select(workoutColumns)
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertWorkout(db: Db, userId: string, values: NewWorkout): Promise<WorkoutRow> {
  const [row] = await db
    .insert(workouts)
    .values({ ...values, userId })
    .returning(workoutColumns);
  return row!;
}

export async function updateWorkout(
  db: Db,
  userId: string,
  id: string,
  patch: WorkoutPatch,
): Promise<WorkoutRow | undefined> {
  const [row] = await db
    .update(workouts)
    .set(patch)
    .where(and(eq(workouts.userId, userId), eq(workouts.id, id)))
    .returning(workoutColumns);
  return row;
}

/** Deletes the workout; answers the exercises it held (their bests need a recompute), or null when not found. */
export async function deleteWorkout(
  db: Db,
  userId: string,
  id: string,
): Promise<WorkoutRow['exercises'] | null> {
  const [row] = await db
    .delete(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.id, id)))
    .returning({ exercises: workouts.exercises });
  return row ? row.exercises : null;
}

interface Days {
  from: string;
  to: string;
}

/** Workouts and their minutes in the days. */
export function workoutsOf(db: Db, userId: string, days: Days): Promise<{ count: number; minutes: number }> {
  return executeOne(
    db,
    sql`select count(*)::int as count, coalesce(sum(duration), 0)::int as minutes from workouts
      where user_id = ${userId} and date between ${days.from}::date and ${days.to}::date`,
  );
}

/* Fragments for other areas' statements (values may be placeholders). */

/** A select of the days `from`..`to` with workouts: `date` and its `minutes`. */
export const workoutsPerDay = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`select date, sum(duration)::int as minutes
      from workouts where user_id = ${userId} and date between ${from}::date and ${to}::date group by date`;

/** A scalar subquery: the minutes of workouts in the days `from`..`to`. */
export const workoutMinutes = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`(select coalesce(sum(duration), 0) from workouts
        where user_id = ${userId} and date between ${from}::date and ${to}::date)`;

/** A scalar subquery: the date of the user's first workout. */
export const firstWorkout = (userId: unknown): SQL =>
  sql`(select min(date) from workouts where user_id = ${userId})`;

/** A scalar subquery: `{"week": minutes, "month": minutes}` of workouts. */
export const workoutsWeekMonth = (userId: unknown, week: Days, month: Days): SQL =>
  weekMonthSums(sql`workouts`, sql`duration`, sql`true`, userId, week, month);

/** The timeline's entries of fitness: each workout, at its day. */
export const timelineSource = {
  from: 'workouts r',
  time: 'date',
  dated: true,
  data: "'name', r.name, 'minutes', r.duration",
};
