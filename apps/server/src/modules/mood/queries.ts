import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uuidv7 } from 'uuidv7';
import { executeOne, executePrepared } from '../../db/prepared';
import { moods } from '../../db/schema';
import { tasksSql } from '../tasks/service';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _userId, updatedAt: _updatedAt, ...moodColumns } = getTableColumns(moods);
export type MoodRow = Omit<typeof moods.$inferSelect, 'userId' | 'updatedAt'>;
export type NewMood = Pick<typeof moods.$inferInsert, 'date' | 'rating' | 'emotions' | 'note'>;
export type MoodPatch = Partial<NewMood>;

/**
 * A page of entries from `from` to `to`, newest first (date, then creation: ids are UUID v7); limit + 1 rows.
 * Not prepared: this plan is cheap, and runPrepared builds the Drizzle query twice (name, then statement).
 */
export async function listMoods(
  db: Db,
  userId: string,
  q: { from: string; to: string; limit: number; before: string[] | undefined },
): Promise<MoodRow[]> {
  const where: SQL[] = [eq(moods.userId, userId), gte(moods.date, q.from), lte(moods.date, q.to)];
  if (q.before) where.push(sql`(${moods.date}, ${moods.id}) < (${q.before[0]}::date, ${q.before[1]}::uuid)`);
  return db
    .select(moodColumns)
    .from(moods)
    .where(and(...where))
    .orderBy(desc(moods.date), desc(moods.id))
    .limit(q.limit + 1);
}

/** Each day's sum and count of ratings, as the statement returns them: parallel arrays. */
interface DailyTotalsRow extends Record<string, unknown> {
  days: string[] | null;
  sums: number[] | null;
  counts: number[] | null;
}

export interface DailyMoodTotal {
  date: string;
  sum: number;
  count: number;
}

/**
 * Three flat JSON arrays, oldest day first, of the grouped rows `d` (date, sum, count): about half the
 * database's work of one JSON array per day, and one JSON.parse here. Dates go as text: turning a year of
 * day numbers into strings here would cost more than the database's date output.
 */
const totalsArrays = sql`
  array_to_json(array_agg(d.date::text order by d.date)) as days,
  array_to_json(array_agg(d.sum order by d.date)) as sums,
  array_to_json(array_agg(d.count order by d.date)) as counts`;

const groupedByDay = (userId: string, ranges: readonly (readonly [string, string])[]) => sql`
  (select date, sum(rating)::int as sum, count(*)::int as count
   from moods where user_id = ${userId} and (${sql.join(
     ranges.map(([from, to]) => sql`date between ${from} and ${to}`),
     sql` or `,
   )})
   group by date) d`;

function toTotals(row: DailyTotalsRow | undefined): DailyMoodTotal[] {
  const { days, sums, counts } = row ?? {};
  if (!days || !sums || !counts) return [];
  return days.map((date, i) => ({ date, sum: sums[i]!, count: counts[i]! }));
}

/**
 * The summary's one statement: each day's sum and count of ratings within the given date ranges, and the
 * date of the user's oldest entry (one step down the (user_id, date) index), null with none. Prepared, as
 * are the insights' statements: each connection plans them once.
 */
export async function summaryTotals(
  db: Db,
  userId: string,
  ranges: readonly (readonly [string, string])[],
): Promise<{ days: DailyMoodTotal[]; firstDate: string | null }> {
  const [row] = await executePrepared<DailyTotalsRow & { first_date: string | null }>(
    db,
    sql`
    select ${totalsArrays}, (select min(date)::text from moods where user_id = ${userId}) as first_date
    from ${groupedByDay(userId, ranges)}`,
  );
  return { days: toTotals(row), firstDate: row?.first_date ?? null };
}

/**
 * Insights' statement for moods and tasks: each day's sum and count of ratings from `from` to `to`, and which
 * of those days had a task completed — completion instants turned into the user's day (time zone and "my day
 * starts at", as domain userDay) and grouped in SQL. The instant bounds keep the task read a range scan of
 * (user_id, completed_at).
 */
export async function moodDaysWithTasks(
  db: Db,
  user: { id: string; timezone: string; dayStartHour: number },
  from: string,
  to: string,
): Promise<{ days: DailyMoodTotal[]; taskDays: string[] }> {
  const [row] = await executePrepared<DailyTotalsRow & { task_days: string[] | null }>(
    db,
    sql`
    with task_days as (${tasksSql.completedPerDay(user.id, user, from, to)})
    select ${totalsArrays},
      array_to_json(array_agg(d.date::text) filter (where t.date is not null)) as task_days
    -- task_days holds each day once: the join adds no row.
    from ${groupedByDay(user.id, [[from, to]])} left join task_days t on t.date = d.date`,
  );
  return { days: toTotals(row), taskDays: row?.task_days ?? [] };
}

export async function moodLoggedOn(db: Db, userId: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: moods.id })
    .from(moods)
    .where(and(eq(moods.userId, userId), eq(moods.date, date)))
    .limit(1);
  return rows.length > 0;
}

export async function findMood(db: Db, userId: string, id: string): Promise<MoodRow | undefined> {
  const [row] = await db
    .select(moodColumns)
    .from(moods)
    .where(and(eq(moods.userId, userId), eq(moods.id, id)));
  return row;
}

export async function insertMood(db: Db, userId: string, values: NewMood): Promise<MoodRow> {
  const [row] = await db
    .insert(moods)
    .values({ ...values, userId })
    .returning(moodColumns);
  return row!;
}

export async function updateMood(
  db: Db,
  userId: string,
  id: string,
  patch: MoodPatch,
): Promise<MoodRow | undefined> {
  const [row] = await db
    .update(moods)
    .set(patch)
    .where(and(eq(moods.userId, userId), eq(moods.id, id)))
    .returning(moodColumns);
  return row;
}

export async function deleteMood(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(moods)
    .where(and(eq(moods.userId, userId), eq(moods.id, id)))
    .returning({ id: moods.id });
  return rows.length > 0;
}

interface Days {
  from: string;
  to: string;
}

/** The mean of the days' average ratings and the entries, of the days and of as many days before them. */
export function moodOf(
  db: Db,
  userId: string,
  days: Days,
  before: Days,
): Promise<{ average: number | null; count: number; previousAverage: number | null }> {
  const daily = (span: Days) => sql`(select date, avg(rating) as average, count(*) as n from moods
    where user_id = ${userId} and date between ${span.from}::date and ${span.to}::date group by date)`;
  return executeOne(
    db,
    sql`select (select avg(average)::float8 from ${daily(days)} d) as average,
      (select coalesce(sum(n), 0)::int from ${daily(days)} d) as count,
      (select avg(average)::float8 from ${daily(before)} d) as "previousAverage"`,
  );
}

/** The user's moods from `from` to `to` as `date|HH:mm|rating`, the time being when each was logged, in `timezone`. */
export async function moodKeys(
  db: Db,
  userId: string,
  range: { from: string; to: string; timezone: string },
): Promise<Set<string>> {
  const result = await db.execute<{ key: string }>(sql`
    select date::text || '|' || to_char(created_at at time zone ${range.timezone}::text, 'HH24:MI') || '|' || rating as key
    from moods where user_id = ${userId} and date between ${range.from} and ${range.to}`);
  return new Set(result.rows.map((r) => r.key));
}

export interface ImportedMood {
  date: string;
  time: string;
  rating: number;
  emotions: string[];
  note: string | null;
}

const MOOD_BATCH = 1000;

/**
 * Inserts moods, oldest first (ids are UUID v7, so lists order them by time within a day); each is logged at its
 * own day and time in the user's time zone.
 */
export async function insertMoods(db: Db, userId: string, timezone: string, rows: readonly ImportedMood[]) {
  for (let i = 0; i < rows.length; i += MOOD_BATCH) {
    const batch = rows.slice(i, i + MOOD_BATCH);
    await db.execute(sql`
      insert into moods (id, user_id, date, rating, emotions, note, created_at)
      select m.id, ${userId}, m.date, m.rating,
        array(select jsonb_array_elements_text(m.emotions)), m.note,
        (m.date + m.time) at time zone ${timezone}::text
      from unnest(
        ${sql.param(batch.map(() => uuidv7()))}::uuid[], ${sql.param(batch.map((m) => m.date))}::date[],
        ${sql.param(batch.map((m) => m.time))}::time[], ${sql.param(batch.map((m) => m.rating))}::smallint[],
        ${sql.param(batch.map((m) => JSON.stringify(m.emotions)))}::jsonb[],
        ${sql.param(batch.map((m) => m.note))}::text[]
      ) as m(id, date, time, rating, emotions, note)`);
  }
}

/* Fragments for other areas' statements (values may be placeholders). */

/** A select of the days `from`..`to` with moods: `date`, the ratings' `total` and their count `n`. */
export const moodsPerDay = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`select date, sum(rating)::int as total, count(*)::int as n from moods
      where user_id = ${userId} and date between ${from}::date and ${to}::date group by date`;

/** A scalar subquery: the moods logged in the days `from`..`to`. */
export const moodsLogged = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`(select count(*) from moods where user_id = ${userId} and date between ${from}::date and ${to}::date)`;

/** The timeline's entries of moods: each mood, at its day. */
export const timelineSource = {
  from: 'moods r',
  time: 'date',
  dated: true,
  data: "'rating', r.rating, 'note', r.note",
};
