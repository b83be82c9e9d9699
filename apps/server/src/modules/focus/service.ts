import type {
  createFocusSessionInput,
  FocusSession,
  FocusStats,
  updateFocusSessionInput,
} from '@track-grow/domain/focus';
import { addDays, eachDay, startOfWeek, type ListQuery } from '@track-grow/domain/shared';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { datedListWindow } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import { holdOwnTask } from '../tasks/service';
import * as q from './queries';

export interface FocusDeps {
  db: Database;
  clock: Clock;
}
export type FocusUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart'>;
export type CreateFocusSessionData = z.output<typeof createFocusSessionInput>;
export type UpdateFocusSessionData = z.output<typeof updateFocusSessionInput>;

/**
 * The default list: the 14 days up to `to` (or today), the recent sessions the screen lists (its figures come from
 * the stats); longer reads pass `from`. Pages of 200 (at most 1000 with `limit`).
 */
export const FOCUS_DEFAULT_DAYS = 14;
export const FOCUS_PAGE_SIZE = 200;

export const focusErrors = {
  notFound: 'focus.notFound',
  taskNotFound: 'focus.taskNotFound',
  endBeforeStart: 'focus.endBeforeStart',
} as const;

export function toFocusSessionDto(row: q.FocusSessionRow): FocusSession {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    type: row.type,
    plannedDuration: row.plannedDuration,
    actualDuration: row.actualDuration,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
    date: row.date,
    taskId: row.taskId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listFocusSessions(deps: FocusDeps, user: FocusUser, query: ListQuery) {
  const window = datedListWindow(query, todayFor(user, deps.clock), {
    days: FOCUS_DEFAULT_DAYS,
    pageSize: FOCUS_PAGE_SIZE,
  });
  const rows = await q.listFocusSessions(deps.db, user.id, window);
  return { rows: rows.map(toFocusSessionDto), limit: window.limit };
}

export const focusSessionCursorOf = (s: FocusSession): [string, string] => [s.date, s.id];

export async function getFocusSession(deps: FocusDeps, user: FocusUser, id: string): Promise<FocusSession> {
  const row = await q.findFocusSession(deps.db, user.id, id);
  if (!row) throw new HttpError(404, focusErrors.notFound);
  return toFocusSessionDto(row);
}

/** A session's task must be one of the user's own: another's id is refused as if it did not exist. */
async function checkTask(db: Db, userId: string, taskId: string | null | undefined): Promise<void> {
  if (taskId && !(await holdOwnTask(db, userId, taskId)))
    throw new HttpError(400, focusErrors.taskNotFound, 'taskId');
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

export async function createFocusSession(
  deps: FocusDeps,
  user: FocusUser,
  input: CreateFocusSessionData,
): Promise<FocusSession> {
  const values: q.NewFocusSession = {
    title: input.title,
    category: blankToNull(input.category),
    type: input.type,
    plannedDuration: input.plannedDuration,
    actualDuration: input.actualDuration,
    startedAt: new Date(input.startedAt),
    completedAt: new Date(input.completedAt),
    date: input.date,
    taskId: input.taskId ?? null,
    clientId: input.clientId ?? null,
  };
  // The common save has no task: one statement. With a task, the check and the insert share a transaction.
  const row = values.taskId
    ? await deps.db.transaction(async (tx) => {
        await checkTask(tx, user.id, values.taskId);
        return q.insertFocusSession(tx, user.id, values);
      })
    : await q.insertFocusSession(deps.db, user.id, values);
  return toFocusSessionDto(row);
}

export async function updateFocusSession(
  deps: FocusDeps,
  user: FocusUser,
  id: string,
  input: UpdateFocusSessionData,
): Promise<FocusSession> {
  const patch: q.FocusSessionPatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.category !== undefined) patch.category = blankToNull(input.category);
  if (input.type !== undefined) patch.type = input.type;
  if (input.plannedDuration !== undefined) patch.plannedDuration = input.plannedDuration;
  if (input.actualDuration !== undefined) patch.actualDuration = input.actualDuration;
  if (input.startedAt !== undefined) patch.startedAt = new Date(input.startedAt);
  if (input.completedAt !== undefined) patch.completedAt = new Date(input.completedAt);
  if (input.date !== undefined) patch.date = input.date;
  if (input.taskId !== undefined) patch.taskId = input.taskId;
  return deps.db.transaction(async (tx) => {
    const current = await q.findFocusSession(tx, user.id, id, { lock: true });
    if (!current) throw new HttpError(404, focusErrors.notFound);
    // One end alone may be moved past the stored other end: the schema only sees both when both are sent.
    if ((patch.startedAt ?? current.startedAt) > (patch.completedAt ?? current.completedAt))
      throw new HttpError(400, focusErrors.endBeforeStart, 'completedAt');
    await checkTask(tx, user.id, patch.taskId);
    return toFocusSessionDto((await q.updateFocusSession(tx, user.id, id, patch))!);
  });
}

export async function deleteFocusSession(deps: FocusDeps, user: FocusUser, id: string): Promise<void> {
  if (!(await q.deleteFocusSession(deps.db, user.id, id))) throw new HttpError(404, focusErrors.notFound);
}

/**
 * The focus screen's figures in one statement: each day's focus sessions from the earlier of the week's start and
 * six days ago, up to the user's today (their time zone and day start); the rest is arithmetic here.
 */
export async function focusStats(deps: FocusDeps, user: FocusUser): Promise<FocusStats> {
  const today = todayFor(user, deps.clock);
  const weekStart = startOfWeek(today, user.weekStart);
  const sevenDaysFrom = addDays(today, -6);
  const from = weekStart < sevenDaysFrom ? weekStart : sevenDaysFrom;
  const totals = new Map((await q.focusDayTotals(deps.db, user.id, from, today)).map((t) => [t.date, t]));
  const dayOf = (date: string) => {
    const t = totals.get(date);
    return { date, sessions: t?.sessions ?? 0, minutes: t?.minutes ?? 0 };
  };
  const week = eachDay(weekStart, today).map(dayOf);
  return {
    today: dayOf(today),
    weekStart,
    weekMinutes: week.reduce((sum, d) => sum + d.minutes, 0),
    weekSessions: week.reduce((sum, d) => sum + d.sessions, 0),
    last7Days: eachDay(sevenDaysFrom, today).map(dayOf),
  };
}

/** The assistant's focus answer: minutes and sessions of focus in some days. */
export const focusOf = q.focusOf;

/** Focus as SQL, for another area's one statement (Home, the dashboard, insights, the timeline). */
export const focusSql = {
  perDay: q.focusPerDay,
  minutes: q.focusMinutes,
  weekMonth: q.focusWeekMonth,
  timeline: q.timelineSource,
};
