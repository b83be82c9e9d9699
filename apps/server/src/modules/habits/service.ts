import {
  DEFAULT_RANGE_DAYS,
  resolveDayRange,
  type CompletionsQuery,
  type createHabitInput,
  type Habit,
  type HabitCompletion,
  type setCompletionInput,
  type updateHabitInput,
} from '@track-grow/domain/habits';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RemindersHook } from '../../lib/reminders-hook';
import { cursorPart, decodeCursor } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import type { ErrorCode } from '@track-grow/domain';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as q from './queries';

export interface HabitsDeps {
  db: Database;
  clock: Clock;
  /** Told when a habit is created, changed or deleted (its reminders move); completions only silence them. */
  reminders?: RemindersHook | undefined;
}

export const habitErrors = {
  notFound: 'habits.notFound',
  futureComplete: 'habits.futureComplete',
  futureSkip: 'habits.futureSkip',
} as const satisfies Record<string, ErrorCode>;

export function toHabitDto(row: q.HabitRow): Habit {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    color: row.color,
    schedule: row.schedule,
    targetMinutes: row.targetMinutes,
    reminderTime: row.reminderTime,
    sortOrder: row.sortOrder,
    startDate: row.startDate,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A range query with the defaults filled in, or a 400 that says what is wrong. */
export function rangeOrThrow(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  days: number,
) {
  const range = resolveDayRange(query, today, days);
  if (!range.ok) throw new HttpError(400, range.code, range.path);
  return range;
}

const notFound = () => new HttpError(404, habitErrors.notFound);

/** Another user's id, or one that does not exist: 404, never their data (DESIGN.md 6). */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

/** One keyset page (limit + 1 rows; the route turns the extra one into `x-next-cursor`). */
export async function listHabits(
  deps: HabitsDeps,
  user: UserRow,
  query: { archived: boolean; limit: number; cursor: string | undefined },
): Promise<q.HabitRow[]> {
  const after = decodeCursor(query.cursor, [cursorPart.integer, cursorPart.uuid]);
  return q.listHabits(deps.db, user.id, {
    archived: query.archived,
    limit: query.limit,
    after: after ? [Number(after[0]), after[1]] : undefined,
  });
}

export async function createHabit(
  deps: HabitsDeps,
  user: UserRow,
  input: z.output<typeof createHabitInput>,
): Promise<q.HabitRow> {
  const row = await q.insertHabit(deps.db, user.id, {
    name: input.name,
    description: input.description ?? null,
    icon: input.icon,
    color: input.color,
    schedule: input.schedule,
    targetMinutes: input.targetMinutes ?? null,
    reminderTime: input.reminderTime ?? null,
    // The habit counts from the user's own today unless they chose a day (DESIGN.md 1).
    startDate: input.startDate ?? todayFor(user, deps.clock),
  });
  if (row.reminderTime) await deps.reminders?.changed(user, 'habits');
  return row;
}

export async function getHabit(deps: HabitsDeps, user: UserRow, id: string): Promise<q.HabitRow> {
  return found(await q.findHabit(deps.db, user.id, id));
}

export async function updateHabit(
  deps: HabitsDeps,
  user: UserRow,
  id: string,
  input: z.output<typeof updateHabitInput>,
): Promise<q.HabitRow> {
  // exactOptionalPropertyTypes: keep only the fields the client sent.
  const patch = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as q.HabitPatch;
  const row = found(await q.updateHabit(deps.db, user.id, id, patch, deps.clock.now()));
  await deps.reminders?.changed(user, 'habits');
  return row;
}

export async function deleteHabit(deps: HabitsDeps, user: UserRow, id: string): Promise<void> {
  if (!(await q.deleteHabit(deps.db, user.id, id))) throw notFound();
  await deps.reminders?.changed(user, 'habits');
}

/** The user's active habits that have a reminder time, at most `limit` (the notifications' plan). */
export const habitsWithReminders = (deps: HabitsDeps, userId: string, limit: number) =>
  q.habitsWithReminders(deps.db, userId, limit);

/**
 * The listed habits take the first places, in the order given; the user's other habits (archived ones, or
 * any the client did not list) follow in their previous order. Any id that is not the user's: 404, and
 * nothing moves.
 */
export async function reorderHabits(
  deps: HabitsDeps,
  user: UserRow,
  ids: readonly string[],
): Promise<q.HabitRow[]> {
  return deps.db.transaction(async (tx) => {
    const current = await q.lockHabitOrder(tx, user.id);
    const owned = new Set(current);
    if (!ids.every((id) => owned.has(id))) throw notFound();
    const listed = new Set(ids);
    await q.setHabitOrder(tx, user.id, [...ids, ...current.filter((id) => !listed.has(id))]);
    return q.listHabits(tx, user.id, { archived: false, limit: current.length, after: undefined });
  });
}

/** Completed or skipped days: the last 35 days up to today by default, at most 400 days at once. */
export async function listCompletions(
  deps: HabitsDeps,
  user: UserRow,
  query: CompletionsQuery,
): Promise<HabitCompletion[]> {
  const range = rangeOrThrow(query, todayFor(user, deps.clock), DEFAULT_RANGE_DAYS.completions);
  const [rows, habit] = await Promise.all([
    q.listCompletions(deps.db, user.id, { from: range.from, to: range.to, habitId: query.habitId }),
    query.habitId ? q.findHabit(deps.db, user.id, query.habitId) : undefined,
  ]);
  if (query.habitId && !habit) throw notFound();
  return rows;
}

/**
 * A day after the user's today cannot be completed or skipped (clearing one is allowed: it only removes).
 * A day before the habit's start date can be filled in: the row is kept, but it counts nowhere — stats start
 * at the start date, which never moves by itself; moving the start date back (PATCH) makes those days count.
 */
function assertNotFuture(deps: HabitsDeps, user: UserRow, date: string, code: ErrorCode) {
  if (date > todayFor(user, deps.clock)) throw new HttpError(400, code);
}

export async function toggleCompletion(
  deps: HabitsDeps,
  user: UserRow,
  habitId: string,
  date: string,
): Promise<HabitCompletion> {
  assertNotFuture(deps, user, date, habitErrors.futureComplete);
  return found(await q.writeCompletion(deps.db, user.id, habitId, date, { kind: 'toggle' }));
}

/** Idempotent: the day ends up exactly as asked — completed, skipped, or neither (cleared). */
export async function setCompletion(
  deps: HabitsDeps,
  user: UserRow,
  habitId: string,
  date: string,
  input: z.output<typeof setCompletionInput>,
): Promise<HabitCompletion> {
  const completed = input.completed ?? false;
  const skipped = input.skipped ?? false;
  if (completed) assertNotFuture(deps, user, date, habitErrors.futureComplete);
  if (skipped) assertNotFuture(deps, user, date, habitErrors.futureSkip);
  return found(await q.writeCompletion(deps.db, user.id, habitId, date, { kind: 'set', completed, skipped }));
}

/** The imports' habits: the user's habits by name, the days already marked, and the bulk inserts. */
export const habitNames = q.habitNames;
export const markedDays = q.markedDays;
export const insertHabits = q.insertHabits;
export const insertMarks = q.insertMarks;
export type ImportedHabit = q.ImportedHabit;
export type ImportedMark = q.ImportedMark;

/** Habits as SQL, for another area's one statement (the timeline). */
export const habitsSql = { timeline: q.timelineSource };
