import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeOne, runPrepared } from '../../db/prepared';
import { wellnessEntries } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _userId, ...entryColumns } = getTableColumns(wellnessEntries);
export type WellnessRow = Omit<typeof wellnessEntries.$inferSelect, 'userId'>;
export type WellnessMeasures = Partial<
  Omit<typeof wellnessEntries.$inferInsert, 'id' | 'userId' | 'date' | 'createdAt' | 'updatedAt'>
>;

/** A page of days from `from` to `to`, newest first (date, then id); limit + 1 rows. */
export async function listEntries(
  db: Db,
  userId: string,
  q: { from: string; to: string | undefined; limit: number; before: readonly [string, string] | undefined },
): Promise<WellnessRow[]> {
  const where: SQL[] = [eq(wellnessEntries.userId, userId), gte(wellnessEntries.date, q.from)];
  if (q.to) where.push(lte(wellnessEntries.date, q.to));
  if (q.before)
    where.push(
      sql`(${wellnessEntries.date}, ${wellnessEntries.id}) < (${q.before[0]}::date, ${q.before[1]}::uuid)`,
    );
  return runPrepared(
    db
      .select(entryColumns)
      .from(wellnessEntries)
      .where(and(...where))
      .orderBy(desc(wellnessEntries.date), desc(wellnessEntries.id))
      .limit(q.limit + 1),
  );
}

export async function findEntry(db: Db, userId: string, id: string): Promise<WellnessRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(wellnessEntries)
    .where(and(eq(wellnessEntries.userId, userId), eq(wellnessEntries.id, id)));
  return row;
}

/** Creates the day's row or writes the given measures into it, in one statement; the others stay. */
export async function upsertEntry(
  db: Db,
  userId: string,
  date: string,
  measures: WellnessMeasures,
): Promise<WellnessRow> {
  const [row] = await db
    .insert(wellnessEntries)
    .values({ ...measures, userId, date })
    .onConflictDoUpdate({
      target: [wellnessEntries.userId, wellnessEntries.date],
      set: { ...measures, updatedAt: sql`now()` },
    })
    .returning(entryColumns);
  return row!;
}

/** Adds `delta` glasses to the day (creating it), kept within 0–50, in one atomic statement. */
export async function addWater(db: Db, userId: string, date: string, delta: number): Promise<WellnessRow> {
  const first = Math.min(50, Math.max(0, delta));
  const [row] = await db
    .insert(wellnessEntries)
    .values({ userId, date, waterGlasses: first })
    .onConflictDoUpdate({
      target: [wellnessEntries.userId, wellnessEntries.date],
      set: {
        waterGlasses: sql`least(50, greatest(0, coalesce(${wellnessEntries.waterGlasses}, 0) + ${delta}::int))`,
        updatedAt: sql`now()`,
      },
    })
    .returning(entryColumns);
  return row!;
}

export async function updateEntry(
  db: Db,
  userId: string,
  id: string,
  patch: WellnessMeasures,
): Promise<WellnessRow | undefined> {
  const [row] = await db
    .update(wellnessEntries)
    .set(patch)
    .where(and(eq(wellnessEntries.userId, userId), eq(wellnessEntries.id, id)))
    .returning(entryColumns);
  return row;
}

export async function deleteEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(wellnessEntries)
    .where(and(eq(wellnessEntries.userId, userId), eq(wellnessEntries.id, id)))
    .returning({ id: wellnessEntries.id });
  return rows.length > 0;
}

interface Days {
  from: string;
  to: string;
}

/** The means of each measure over the days that logged it, and the days with an entry. */
export function wellnessOf(
  db: Db,
  userId: string,
  days: Days,
): Promise<{
  sleepHours: number | null;
  waterGlasses: number | null;
  meditationMinutes: number | null;
  steps: number | null;
  daysLogged: number;
}> {
  return executeOne(
    db,
    sql`select avg(sleep_hours)::float8 as "sleepHours", avg(water_glasses)::float8 as "waterGlasses",
      avg(meditation_minutes)::float8 as "meditationMinutes", avg(steps)::float8 as steps,
      count(*)::int as "daysLogged"
    from wellness_entries where user_id = ${userId} and date between ${days.from}::date and ${days.to}::date`,
  );
}

/* Fragments for other areas' statements (values may be placeholders). */

/** A select of the entries of the days `from`..`to`: `date`, `sleep_hours` and `meditation_minutes`. */
export const sleepAndMeditation = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`select date, sleep_hours, meditation_minutes from wellness_entries
      where user_id = ${userId} and date between ${from}::date and ${to}::date`;

/** The timeline's entries of wellness: each day's entry. */
export const timelineSource = {
  from: 'wellness_entries r',
  time: 'date',
  dated: true,
  data: "'sleepHours', r.sleep_hours, 'waterGlasses', r.water_glasses, 'meditationMinutes', r.meditation_minutes, 'steps', r.steps",
};
