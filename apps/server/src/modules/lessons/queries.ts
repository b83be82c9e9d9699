import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { lessonCompletions } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

export interface CompletionRow {
  id: string;
  lessonId: string;
  completedAt: Date;
  reflection: string | null;
}

const columns = {
  id: lessonCompletions.id,
  lessonId: lessonCompletions.lessonId,
  completedAt: lessonCompletions.completedAt,
  reflection: lessonCompletions.reflection,
};

/** The user's completions, oldest first (at most one per lesson of the library). */
export function listCompletions(db: Db, userId: string): Promise<CompletionRow[]> {
  return runPrepared(
    db
      .select(columns)
      .from(lessonCompletions)
      .where(eq(lessonCompletions.userId, userId))
      .orderBy(asc(lessonCompletions.completedAt), asc(lessonCompletions.lessonId)),
  );
}

export async function findCompletion(
  db: Db,
  userId: string,
  lessonId: string,
): Promise<CompletionRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, lessonId)));
  return row;
}

/**
 * Marks a lesson learned in one statement: a second mark keeps the first completion's day and replaces the
 * reflection only when one is given (`undefined` keeps it, null clears it).
 */
export async function upsertCompletion(
  db: Db,
  userId: string,
  lessonId: string,
  completedAt: Date,
  reflection: string | null | undefined,
): Promise<CompletionRow> {
  const [row] = await db
    .insert(lessonCompletions)
    .values({ userId, lessonId, completedAt, reflection: reflection ?? null })
    .onConflictDoUpdate({
      target: [lessonCompletions.userId, lessonCompletions.lessonId],
      set:
        reflection === undefined
          ? { updatedAt: sql`now()` }
          : { reflection: reflection, updatedAt: sql`now()` },
    })
    .returning(columns);
  return row!;
}

/** Deletes the user's completion of a lesson; false when there was none. */
export async function deleteCompletion(db: Db, userId: string, lessonId: string): Promise<boolean> {
  const rows = await db
    .delete(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, lessonId)))
    .returning({ id: lessonCompletions.id });
  return rows.length > 0;
}

/** A scalar subquery for another area's statement: the lessons learned from the instant `start` until `end`. */
export const lessonsLearned = (userId: unknown, start: SQL, end: SQL): SQL =>
  sql`(select count(*) from lesson_completions where user_id = ${userId}
        and completed_at >= ${start} and completed_at < ${end})`;

/** The timeline's entries of lessons: each lesson learned, when it was. */
export const timelineSource = {
  from: 'lesson_completions r',
  time: 'completed_at',
  dated: false,
  data: "'lessonId', r.lesson_id",
};
