import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeOne, executePrepared, runPrepared } from '../../db/prepared';
import { weekMonthSums } from '../../lib/period-sums';
import { focusSessions } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _userId, ...sessionColumns } = getTableColumns(focusSessions);
export type FocusSessionRow = Omit<typeof focusSessions.$inferSelect, 'userId'>;
export type NewFocusSession = Omit<
  typeof focusSessions.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type FocusSessionPatch = Partial<Omit<NewFocusSession, 'clientId'>>;

/** A page of sessions from `from` to `to`, newest first (date, then id: UUID v7); limit + 1 rows. */
export async function listFocusSessions(
  db: Db,
  userId: string,
  q: { from: string; to: string | undefined; limit: number; before: readonly [string, string] | undefined },
): Promise<FocusSessionRow[]> {
  const where: SQL[] = [eq(focusSessions.userId, userId), gte(focusSessions.date, q.from)];
  if (q.to) where.push(lte(focusSessions.date, q.to));
  if (q.before)
    where.push(
      sql`(${focusSessions.date}, ${focusSessions.id}) < (${q.before[0]}::date, ${q.before[1]}::uuid)`,
    );
  return runPrepared(
    db
      .select(sessionColumns)
      .from(focusSessions)
      .where(and(...where))
      .orderBy(desc(focusSessions.date), desc(focusSessions.id))
      .limit(q.limit + 1),
  );
}

export interface FocusDayTotal {
  date: string;
  sessions: number;
  minutes: number;
}

/** Focus sessions, not breaks: what every total of focus counts. */
const focusOnly = sql`type = 'focus'`;

/** Each day's focus-type sessions and actual minutes from `from` to `to` (breaks are not focus). */
export async function focusDayTotals(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<FocusDayTotal[]> {
  return executePrepared<FocusDayTotal & Record<string, unknown>>(
    db,
    sql`
    select date::text as date, count(*)::int as sessions, sum(actual_duration)::int as minutes
    from focus_sessions
    where user_id = ${userId} and ${focusOnly} and date between ${from}::date and ${to}::date
    group by date`,
  );
}

/** The session; with `lock`, locked until the transaction ends (a patch reads it, then writes it). */
export async function findFocusSession(
  db: Db,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FocusSessionRow | undefined> {
  const query = db
    .select(sessionColumns)
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), eq(focusSessions.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertFocusSession(
  db: Db,
  userId: string,
  values: NewFocusSession,
): Promise<FocusSessionRow> {
  const [row] = await db
    .insert(focusSessions)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: [focusSessions.userId, focusSessions.clientId] })
    .returning(sessionColumns);
  if (row) return row;
  // The device saved this session before (its answer was lost): the same row, not a second one.
  const [saved] = await db
    .select(sessionColumns)
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), eq(focusSessions.clientId, values.clientId ?? '')));
  return saved!;
}

export async function updateFocusSession(
  db: Db,
  userId: string,
  id: string,
  patch: FocusSessionPatch,
): Promise<FocusSessionRow | undefined> {
  const [row] = await db
    .update(focusSessions)
    .set(patch)
    .where(and(eq(focusSessions.userId, userId), eq(focusSessions.id, id)))
    .returning(sessionColumns);
  return row;
}

export async function deleteFocusSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(focusSessions)
    .where(and(eq(focusSessions.userId, userId), eq(focusSessions.id, id)))
    .returning({ id: focusSessions.id });
  return rows.length > 0;
}

interface Days {
  from: string;
  to: string;
}

/** Minutes and sessions of focus (not breaks) in the days. */
export function focusOf(db: Db, userId: string, days: Days): Promise<{ minutes: number; sessions: number }> {
  return executeOne(
    db,
    sql`select coalesce(sum(actual_duration), 0)::int as minutes, count(*)::int as sessions from focus_sessions
      where user_id = ${userId} and ${focusOnly} and date between ${days.from}::date and ${days.to}::date`,
  );
}

/* Fragments for other areas' statements (values may be placeholders). */

/** A select of the days `from`..`to` with focus: `date` and its `minutes`. */
export const focusPerDay = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`select date, sum(actual_duration)::int as minutes from focus_sessions
      where user_id = ${userId} and ${focusOnly} and date between ${from}::date and ${to}::date group by date`;

/** A scalar subquery: the minutes of focus in the days `from`..`to`. */
export const focusMinutes = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`(select coalesce(sum(actual_duration), 0) from focus_sessions
        where user_id = ${userId} and ${focusOnly} and date between ${from}::date and ${to}::date)`;

/** A scalar subquery: `{"week": minutes, "month": minutes}` of focus. */
export const focusWeekMonth = (userId: unknown, week: Days, month: Days): SQL =>
  weekMonthSums(sql`focus_sessions`, sql`actual_duration`, focusOnly, userId, week, month);

/**
 * The timeline's entries of focus, not breaks: a break is a pause between sessions, not something the user did,
 * and listing each would double the focus entries with noise. Its day is the one the session was saved for (as
 * the focus screen has it).
 */
export const timelineSource = {
  from: 'focus_sessions r',
  filter: "r.type = 'focus'",
  time: 'completed_at',
  dated: false,
  date: 'r.date',
  data: "'title', r.title, 'minutes', r.actual_duration",
};
