import type { DateSpan, HabitCompletion, HabitDayMarks, Schedule } from '@track-grow/domain/habits';
import { and, asc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import { executePrepared, runPrepared } from '../../db/prepared';
import { habits } from '../../db/schema';
import { vacationsSql } from '../vacations/service';

export type HabitRow = typeof habits.$inferSelect;
export type NewHabit = Omit<
  typeof habits.$inferInsert,
  'id' | 'userId' | 'sortOrder' | 'createdAt' | 'updatedAt'
>;
export type HabitPatch = Partial<Omit<NewHabit, 'archivedAt'>> & { archived?: boolean };

/** One keyset page of the user's habits, by sort order (limit + 1 rows: the extra one says more exist). */
export async function listHabits(
  db: Db,
  userId: string,
  options: { archived: boolean; limit: number; after: [number, string] | undefined },
): Promise<HabitRow[]> {
  const after = options.after;
  return runPrepared(
    db
      .select()
      .from(habits)
      .where(
        and(
          eq(habits.userId, userId),
          options.archived ? isNotNull(habits.archivedAt) : isNull(habits.archivedAt),
          after
            ? or(gt(habits.sortOrder, after[0]), and(eq(habits.sortOrder, after[0]), gt(habits.id, after[1])))
            : undefined,
        ),
      )
      .orderBy(asc(habits.sortOrder), asc(habits.id))
      .limit(options.limit + 1),
  );
}

/** The active habits with a reminder time, in the list's order, at most `limit`. */
export function habitsWithReminders(
  db: Db,
  userId: string,
  limit: number,
): Promise<Pick<HabitRow, 'id' | 'name' | 'schedule' | 'reminderTime'>[]> {
  return db
    .select({
      id: habits.id,
      name: habits.name,
      schedule: habits.schedule,
      reminderTime: habits.reminderTime,
    })
    .from(habits)
    .where(and(eq(habits.userId, userId), isNull(habits.archivedAt), isNotNull(habits.reminderTime)))
    .orderBy(asc(habits.sortOrder), asc(habits.id))
    .limit(limit);
}

export async function findHabit(db: Db, userId: string, id: string): Promise<HabitRow | undefined> {
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.id, id)))
    .limit(1);
  return row;
}

/** Inserts a habit after the user's last one (sort order = last + 1), in one statement. */
export async function insertHabit(db: Db, userId: string, values: NewHabit): Promise<HabitRow> {
  const [row] = await db
    .insert(habits)
    .values({
      ...values,
      userId,
      sortOrder: sql`(select coalesce(max(${habits.sortOrder}) + 1, 0) from ${habits} where ${habits.userId} = ${userId})`,
    })
    .returning();
  if (!row) throw new Error('habit insert returned nothing');
  return row;
}

/** `archived: true` stamps archivedAt (keeping an earlier stamp), `false` clears it. */
export async function updateHabit(
  db: Db,
  userId: string,
  id: string,
  patch: HabitPatch,
  now: Date,
): Promise<HabitRow | undefined> {
  const { archived, ...fields } = patch;
  const archivedAt =
    archived === undefined
      ? {}
      : { archivedAt: archived ? sql`coalesce(${habits.archivedAt}, ${now})` : null };
  const [row] = await db
    .update(habits)
    .set({ ...fields, ...archivedAt })
    .where(and(eq(habits.userId, userId), eq(habits.id, id)))
    .returning();
  return row;
}

export async function deleteHabit(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(habits)
    .where(and(eq(habits.userId, userId), eq(habits.id, id)))
    .returning({ id: habits.id });
  return deleted.length > 0;
}

/** Every habit id of the user in display order, locked for a reorder. */
export async function lockHabitOrder(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: habits.id })
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.sortOrder), asc(habits.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Sets sort_order = position for every id listed, in one statement. */
export async function setHabitOrder(db: Db, userId: string, orderedIds: readonly string[]): Promise<void> {
  await db.execute(sql`
    update habits h set sort_order = o.ord - 1, updated_at = now()
    from unnest(${sql.param(orderedIds)}::uuid[]) with ordinality as o(id, ord)
    where h.id = o.id and h.user_id = ${userId}`);
}

type CompletionDbRow = { habit_id: string; date: string; completed: boolean; skipped: boolean } & Record<
  string,
  unknown
>;
const toCompletion = (r: CompletionDbRow): HabitCompletion => ({
  habitId: r.habit_id,
  date: r.date,
  completed: r.completed,
  skipped: r.skipped,
});

/**
 * Writes one day of a habit the user owns, in one statement; undefined when the habit is not theirs.
 * `toggle` flips completed (a new row starts completed) and clears skipped; `set` writes both flags.
 */
export async function writeCompletion(
  db: Db,
  userId: string,
  habitId: string,
  date: string,
  write: { kind: 'toggle' } | { kind: 'set'; completed: boolean; skipped: boolean },
): Promise<HabitCompletion | undefined> {
  const [completed, skipped] = write.kind === 'toggle' ? [true, false] : [write.completed, write.skipped];
  const onConflict: SQL =
    write.kind === 'toggle'
      ? sql`completed = not habit_completions.completed, skipped = false`
      : sql`completed = excluded.completed, skipped = excluded.skipped`;
  const result = await db.execute<CompletionDbRow>(sql`
    insert into habit_completions (id, user_id, habit_id, date, completed, skipped)
    select ${uuidv7()}, h.user_id, h.id, ${date}, ${completed}, ${skipped}
    from habits h where h.id = ${habitId} and h.user_id = ${userId}
    on conflict (habit_id, date) do update set ${onConflict}, updated_at = now()
    returning habit_id, date, completed, skipped`);
  const row = result.rows[0];
  return row ? toCompletion(row) : undefined;
}

/** Completed or skipped days from `from` to `to`: of the user's active habits, or of one habit of theirs. */
export async function listCompletions(
  db: Db,
  userId: string,
  range: { from: string; to: string; habitId: string | undefined },
): Promise<HabitCompletion[]> {
  const scope = range.habitId ? sql`h.id = ${range.habitId}` : sql`h.archived_at is null`;
  const rows = await executePrepared<CompletionDbRow>(
    db,
    sql`
    select c.habit_id, c.date, c.completed, c.skipped
    from habit_completions c join habits h on h.id = c.habit_id
    where c.user_id = ${userId} and h.user_id = ${userId} and ${scope}
      and c.date between ${range.from} and ${range.to} and (c.completed or c.skipped)
    order by c.date, h.sort_order, c.habit_id`,
  );
  return rows.map(toCompletion);
}

export interface StatsHabit {
  id: string;
  schedule: Schedule;
  startDate: string;
  archivedAt: string | null;
}

/** What every stats read needs for a window of days: the habits, their marks and the vacations. */
export interface HabitData {
  habits: StatsHabit[];
  /** Per habit, completed and skipped days as day numbers (days since 1970-01-01, the domain's dayNumber). */
  marks: HabitDayMarks[];
  vacations: DateSpan[];
}

export interface HabitDataRow extends Record<string, unknown> {
  habits: StatsHabit[];
  marks: [string, number[], number[]][];
  vacations: [string, string][];
}

export function toHabitData(row: HabitDataRow | undefined): HabitData {
  if (!row) return { habits: [], marks: [], vacations: [] };
  return {
    habits: row.habits,
    marks: row.marks.map(([habitId, done, skipped]) => ({ habitId, done, skipped })),
    vacations: row.vacations.map(([startDate, endDate]) => ({ startDate, endDate })),
  };
}

const habitJson = sql`json_build_object('id', id, 'schedule', schedule, 'startDate', start_date, 'archivedAt', archived_at)`;

/** Completed and skipped days of the matching rows, one compact entry per habit. */
const marksJson = (where: SQL) => sql`
  (select coalesce(json_agg(json_build_array(m.habit_id, m.done, m.skipped)), '[]') from (
     select c.habit_id,
       coalesce(array_agg(c.date - date '1970-01-01') filter (where c.completed), '{}') as done,
       coalesce(array_agg(c.date - date '1970-01-01') filter (where c.skipped), '{}') as skipped
     from habit_completions c where ${where} and (c.completed or c.skipped)
     group by c.habit_id) m)`;

/**
 * The three columns of HabitData (`habits`, `marks`, `vacations`) for a select: the habits — the active ones, or
 * the listed ids of the user whatever their state — with their completed and skipped days from `from` to `to`, and
 * the vacations overlapping that window. Its values may be placeholders (another area's statement folds it in).
 */
export function habitDataColumns(
  userId: unknown,
  window: { from: unknown; to: unknown; habitIds: readonly string[] | null },
): SQL {
  const ids = window.habitIds ? sql.param(window.habitIds) : null;
  const scope = ids ? sql`id = any(${ids}::uuid[])` : sql`archived_at is null`;
  // No join: one range scan of the user's days ((user_id, date) index); marks of habits that are not in the
  // list (archived ones) are simply unused. Listed habits read through the (habit_id, date) index.
  const marked = ids
    ? sql`c.habit_id = any(${ids}::uuid[]) and c.user_id = ${userId}`
    : sql`c.user_id = ${userId}`;
  return sql`
      (select coalesce(json_agg(${habitJson} order by sort_order, id), '[]')
         from habits where user_id = ${userId} and ${scope}) as habits,
      ${marksJson(sql`${marked} and c.date between ${window.from} and ${window.to}`)} as marks,
      ${vacationsSql.spans(userId, window.from, window.to)} as vacations`;
}

/** One SQL statement (DESIGN.md 7): habitDataColumns. */
export async function loadHabitData(
  db: Db,
  userId: string,
  window: { from: string; to: string; habitIds: readonly string[] | null },
): Promise<HabitData> {
  const rows = await executePrepared<HabitDataRow>(db, sql`select ${habitDataColumns(userId, window)}`);
  return toHabitData(rows[0]);
}

/** One habit of the user with its whole history up to `to`, and the vacations since its start: one statement. */
export async function loadHabitHistory(
  db: Db,
  userId: string,
  habitId: string,
  to: string,
): Promise<HabitData> {
  const rows = await executePrepared<HabitDataRow>(
    db,
    sql`
    with h as (select id, schedule, start_date, archived_at from habits where user_id = ${userId} and id = ${habitId})
    select
      (select coalesce(json_agg(${habitJson}), '[]') from h) as habits,
      ${marksJson(sql`c.habit_id = ${habitId} and c.user_id = ${userId} and c.date <= ${to}`)} as marks,
      ${vacationsSql.spans(userId, sql`(select start_date from h)`, to)} as vacations`,
  );
  return toHabitData(rows[0]);
}

/** The user's habits (archived ones too), by name. */
export async function habitNames(db: Db, userId: string): Promise<{ id: string; name: string }[]> {
  const result = await db.execute<{ id: string; name: string }>(
    sql`select id, name from habits where user_id = ${userId} order by sort_order, id`,
  );
  return result.rows;
}

/** The days already done or skipped of these habits of the user, as `habitId|date`. */
export async function markedDays(db: Db, userId: string, habitIds: readonly string[]): Promise<Set<string>> {
  if (habitIds.length === 0) return new Set();
  const result = await db.execute<{ key: string }>(sql`
    select habit_id || '|' || date::text as key from habit_completions
    where user_id = ${userId} and habit_id = any(${sql.param(habitIds)}::uuid[]) and (completed or skipped)`);
  return new Set(result.rows.map((r) => r.key));
}

export interface ImportedHabit {
  id: string;
  name: string;
  description: string | null;
  icon: string;
  color: string;
  schedule: unknown;
  startDate: string;
  archived: boolean;
}

/** Inserts habits after the user's last one, in the order given. */
export async function insertHabits(db: Db, userId: string, rows: readonly ImportedHabit[], now: Date) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into habits (id, user_id, name, description, icon, color, schedule, start_date, archived_at, sort_order)
    select h.id, ${userId}, h.name, h.description, h.icon, h.color, h.schedule, h.start_date,
      case when h.archived then ${now.toISOString()}::timestamptz end,
      (select coalesce(max(sort_order) + 1, 0) from habits where user_id = ${userId}) + h.ord - 1
    from unnest(
      ${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => r.name))}::text[],
      ${sql.param(rows.map((r) => r.description))}::text[], ${sql.param(rows.map((r) => r.icon))}::text[],
      ${sql.param(rows.map((r) => r.color))}::text[],
      ${sql.param(rows.map((r) => JSON.stringify(r.schedule)))}::jsonb[],
      ${sql.param(rows.map((r) => r.startDate))}::date[], ${sql.param(rows.map((r) => r.archived))}::boolean[]
    ) with ordinality as h(id, name, description, icon, color, schedule, start_date, archived, ord)`);
}

export interface ImportedMark {
  habitId: string;
  date: string;
  skipped: boolean;
}

const BATCH = 5000;

/**
 * Marks days of the user's habits done or skipped; a day already done or skipped is left as it is (a row that
 * was cleared takes the mark).
 */
export async function insertMarks(db: Db, userId: string, marks: readonly ImportedMark[]): Promise<void> {
  for (let i = 0; i < marks.length; i += BATCH) {
    const batch = marks.slice(i, i + BATCH);
    await db.execute(sql`
      insert into habit_completions (id, user_id, habit_id, date, completed, skipped)
      select m.id, h.user_id, h.id, m.date, not m.skipped, m.skipped
      from unnest(
        ${sql.param(batch.map(() => uuidv7()))}::uuid[], ${sql.param(batch.map((m) => m.habitId))}::uuid[],
        ${sql.param(batch.map((m) => m.date))}::date[], ${sql.param(batch.map((m) => m.skipped))}::boolean[]
      ) as m(id, habit_id, date, skipped)
      join habits h on h.id = m.habit_id and h.user_id = ${userId}
      on conflict (habit_id, date) do update
        set completed = excluded.completed, skipped = excluded.skipped, updated_at = now()
        where not (habit_completions.completed or habit_completions.skipped)`);
  }
}

/** The timeline's entries of habits: no completion time is stored (updated_at moves with any later change, and a
 * past day can be ticked today), so a habit done sits at its day. */
export const timelineSource = {
  from: 'habit_completions r join habits h on h.id = r.habit_id',
  filter: 'r.completed',
  time: 'date',
  dated: true,
  data: "'name', h.name",
};
