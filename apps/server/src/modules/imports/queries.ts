import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';

/**
 * The imports write rows of the habits and mood areas in bulk, inside one transaction: plain statements here,
 * every one scoped by the importing user's id.
 */

/** One import at a time per user: a second waits, then sees the first one's rows (no doubled habits). */
export async function lockUserImports(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`app-imports:${userId}`}))`);
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
