import { and, desc, eq, getTableColumns, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moods } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _userId, updatedAt: _updatedAt, ...moodColumns } = getTableColumns(moods);
export type MoodRow = Omit<typeof moods.$inferSelect, 'userId' | 'updatedAt'>;
export type NewMood = Pick<typeof moods.$inferInsert, 'date' | 'rating' | 'emotions' | 'note'>;
export type MoodPatch = Partial<NewMood>;

/** A page of entries from `from` to `to`, newest first (date, then creation: ids are UUID v7); limit + 1 rows. */
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

/** Each day's sum and count of ratings within the given date ranges: one statement, one row per day. */
export async function dailyMoodTotals(db: Db, userId: string, ranges: readonly (readonly [string, string])[]) {
  return db
    .select({
      date: moods.date,
      sum: sql<number>`sum(${moods.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(moods)
    .where(and(eq(moods.userId, userId), or(...ranges.map(([from, to]) => and(gte(moods.date, from), lte(moods.date, to))))))
    .groupBy(moods.date)
    .orderBy(moods.date);
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

export async function updateMood(db: Db, userId: string, id: string, patch: MoodPatch): Promise<MoodRow | undefined> {
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
