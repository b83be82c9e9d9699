import {
  createTaskInput,
  nextDueDate,
  parseQuickAdd,
  recurrenceDayOf,
  type Task,
  type TaskCounts,
  type TaskListQuery,
  type TaskListView,
  type updateTaskInput,
} from '@track-grow/domain/tasks';
import { z } from 'zod';
import { wallClock } from '@track-grow/domain/shared';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RemindersHook } from '../../lib/reminders-hook';
import { cursorPart as P, decodeCursor } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { isErrorCode, type ErrorCode } from '@track-grow/domain';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as q from './queries';

export interface TasksDeps {
  db: Database;
  clock: Clock;
  /** Told when a task is created, changed or deleted: its reminder moves (or goes). */
  reminders?: RemindersHook | undefined;
}
export type TaskUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart' | 'locale'>;

export type CreateTaskData = z.output<typeof createTaskInput>;
export type UpdateTaskData = z.output<typeof updateTaskInput>;

export const TASKS_PAGE_SIZE = 500;
/** The plain GET /api/tasks lists open tasks and those completed in the last 30 days. */
export const RECENT_COMPLETED_DAYS = 30;

/** Each task error: its code, and the field it is about (the message reads "field: text"). */
export const taskErrors = {
  notFound: ['tasks.notFound'],
  parentNotFound: ['tasks.parentNotFound', 'parentId'],
  ownParent: ['tasks.ownParent', 'parentId'],
  nestedSubtask: ['tasks.nestedSubtask', 'parentId'],
  parentWithSubtasks: ['tasks.parentWithSubtasks', 'parentId'],
  timeWithoutDate: ['tasks.timeNeedsDate', 'dueTime'],
  repeatWithoutDate: ['tasks.repeatNeedsDate', 'recurrence'],
  quickAddNoTitle: ['tasks.quickNoTitle', 'text'],
} as const satisfies Record<string, readonly [ErrorCode, string?]>;

export function toTaskDto(row: q.TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    priority: row.priority,
    status: row.status,
    tags: row.tags,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    recurrence: row.recurrence,
    parentId: row.parentId,
    nextOccurrenceId: row.nextOccurrenceId,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A due date in a cursor: a day, or the key of tasks without one. */
const dueKeyPart = z.union([P.date, z.literal(q.NO_DUE_DATE_KEY)]);

/** A view's sort key: completed by (completedAt, id), cancelled by id, else by (due date, time, priority, id). */
const decodeTaskCursor = (view: TaskListView | undefined, cursor: string | undefined) =>
  view === 'completed'
    ? decodeCursor(cursor, [P.timestamp, P.uuid])
    : view === 'cancelled'
      ? decodeCursor(cursor, [P.uuid])
      : decodeCursor(cursor, [dueKeyPart, P.text, P.text, P.uuid]);

export async function listTasks(deps: TasksDeps, user: TaskUser, query: TaskListQuery) {
  const limit = query.limit ?? TASKS_PAGE_SIZE;
  const rows = await q.listTasks(deps.db, user.id, {
    view: query.view,
    today: todayFor(user, deps.clock),
    completedSince: new Date(deps.clock.now().getTime() - RECENT_COMPLETED_DAYS * 86_400_000),
    tag: query.tag,
    priority: query.priority,
    parentId: query.parentId,
    limit,
    after: decodeTaskCursor(query.view, query.cursor),
  });
  return { rows, limit };
}

export const countTasks = (deps: TasksDeps, user: TaskUser): Promise<TaskCounts> =>
  q.countTasks(deps.db, user.id, todayFor(user, deps.clock));

/** Open tasks due in some days or overdue: the first five and the count (the assistant's answers). */
export const openTasksDue = q.openTasksDue;

/**
 * The tasks' rules as SQL, for another area's one statement: the Today view's badge and its overdue part (Home's
 * Today's Tasks tile counts what the tab counts, by the same filters), the days with tasks done or due, the
 * tasks done in a span, and the timeline's entries.
 */
export const tasksSql = {
  todayViewCounts: q.todayViewCountsSql,
  completedPerDay: q.completedPerDay,
  completedBetween: q.completedBetween,
  dueDays: q.dueDays,
  timeline: q.timelineSource,
};

export async function getTask(deps: TasksDeps, user: TaskUser, id: string): Promise<Task> {
  const row = await q.findTask(deps.db, user.id, id);
  if (!row) throw new HttpError(404, ...taskErrors.notFound);
  return toTaskDto(row);
}

/**
 * Whether the task is the user's own (other areas link rows to tasks: a focus session's task). Within a
 * transaction, the task stays until it ends, so the row written there never points at a deleted task.
 */
export const holdOwnTask = (db: Db, userId: string, id: string): Promise<boolean> =>
  q.holdTask(db, userId, id);

/** A parent must be the user's own top-level task: subtasks are one level deep (a checklist). */
async function checkParent(db: Db, userId: string, parentId: string): Promise<void> {
  const parent = await q.findTask(db, userId, parentId);
  if (!parent) throw new HttpError(404, ...taskErrors.parentNotFound);
  if (parent.parentId !== null) throw new HttpError(400, ...taskErrors.nestedSubtask);
}

export async function createTask(deps: TasksDeps, user: TaskUser, input: CreateTaskData): Promise<Task> {
  if (input.parentId) await checkParent(deps.db, user.id, input.parentId);
  const row = await q.insertTask(deps.db, user.id, {
    title: input.title,
    notes: input.notes ?? null,
    dueDate: input.dueDate ?? null,
    dueTime: input.dueDate ? (input.dueTime ?? null) : null,
    priority: input.priority,
    status: input.status,
    tags: input.tags,
    recurrence: input.recurrence,
    recurrenceDay: recurrenceDayOf(input.recurrence, input.dueDate ?? null),
    parentId: input.parentId ?? null,
    completedAt: input.status === 'completed' ? deps.clock.now() : null,
  });
  if (row.dueTime) await deps.reminders?.changed(user, 'tasks');
  return toTaskDto(row);
}

/**
 * Applies a change. Completing sets completedAt, reopening clears it. Completing a recurring task creates
 * its next occurrence (domain nextDueDate, with a fresh copy of its checklist) once: the task row is locked for
 * the transaction and remembers the occurrence it created, so a second completion — concurrent, repeated, or
 * after reopening — creates no other.
 */
export async function updateTask(
  deps: TasksDeps,
  user: TaskUser,
  id: string,
  patch: UpdateTaskData,
): Promise<Task> {
  const now = deps.clock.now();
  const today = todayFor(user, deps.clock);
  const task = await deps.db.transaction(async (tx) => {
    const current = await q.lockTask(tx, user.id, id);
    if (!current) throw new HttpError(404, ...taskErrors.notFound);
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([, v]) => v !== undefined),
    ) as q.TaskPatch;
    // `changes` holds only the fields sent (undefined ones were dropped), so the merge is a whole row.
    const next: q.TaskRow = { ...current, ...(changes as Partial<q.TaskRow>) };

    if (next.dueTime && !next.dueDate) throw new HttpError(400, ...taskErrors.timeWithoutDate);
    if (next.recurrence !== 'none' && !next.dueDate)
      throw new HttpError(400, ...taskErrors.repeatWithoutDate);
    if (changes.parentId && changes.parentId !== current.parentId) {
      if (changes.parentId === id) throw new HttpError(400, ...taskErrors.ownParent);
      await checkParent(tx, user.id, changes.parentId);
      if (await q.hasSubtasks(tx, user.id, id)) throw new HttpError(400, ...taskErrors.parentWithSubtasks);
    }

    // A monthly series remembers its day when it starts repeating monthly or is moved to another date; an edit
    // that resends the same (clamped) due date keeps it, so a Feb 28 occurrence of a 31st series stays one.
    const recurrenceDay =
      next.recurrence === current.recurrence &&
      next.dueDate === current.dueDate &&
      current.recurrenceDay !== null
        ? current.recurrenceDay
        : recurrenceDayOf(next.recurrence, next.dueDate);
    if (recurrenceDay !== current.recurrenceDay) changes.recurrenceDay = recurrenceDay;

    const wasCompleted = current.status === 'completed';
    const isCompleted = next.status === 'completed';
    if (!wasCompleted && isCompleted) changes.completedAt = now;
    if (wasCompleted && !isCompleted) changes.completedAt = null;

    const { recurrence, dueDate } = next;
    if (
      !wasCompleted &&
      isCompleted &&
      recurrence !== 'none' &&
      dueDate &&
      current.nextOccurrenceId === null
    ) {
      const following = await q.insertTask(tx, user.id, {
        title: next.title,
        notes: next.notes,
        dueDate: nextDueDate(dueDate, recurrence, today, recurrenceDay),
        dueTime: next.dueTime,
        priority: next.priority,
        status: 'todo',
        tags: next.tags,
        recurrence,
        recurrenceDay,
        parentId: next.parentId,
        sortOrder: next.sortOrder,
      });
      await q.copySubtasks(tx, user.id, id, following.id);
      changes.nextOccurrenceId = following.id;
    }

    const row = await q.updateTask(tx, user.id, id, changes);
    if (!row) throw new HttpError(404, ...taskErrors.notFound);
    return toTaskDto(row);
  });
  await deps.reminders?.changed(user, 'tasks');
  return task;
}

export async function deleteTask(deps: TasksDeps, user: TaskUser, id: string): Promise<void> {
  if (!(await q.deleteTask(deps.db, user.id, id))) throw new HttpError(404, ...taskErrors.notFound);
  await deps.reminders?.changed(user, 'tasks');
}

/** The user's open tasks with a due time, due on `from` or later, soonest first, at most `limit` (their reminders). */
export const tasksWithReminders = (deps: TasksDeps, userId: string, from: string, limit: number) =>
  q.tasksWithDueTimes(deps.db, userId, from, limit);

/** One task of the user's as its reminder reads it (title, due date and time, open or not). */
export const taskForReminder = (deps: TasksDeps, userId: string, id: string) =>
  q.taskDueState(deps.db, userId, id);

/**
 * POST /api/tasks/quick: the typed text read by the domain parser in the user's own today, time zone,
 * week start and language (Italian profiles read "domani alle 18", "!alta" and 3/12 as 3 December), then
 * created like any task.
 */
export async function quickAddTask(deps: TasksDeps, user: TaskUser, text: string): Promise<Task> {
  const today = todayFor(user, deps.clock);
  const wall = wallClock(deps.clock.now(), user.timezone);
  const parsed = parseQuickAdd(text, {
    today,
    weekStart: user.weekStart,
    // Between midnight and "my day starts at", the wall date is already tomorrow: "in 2 hours" would be misread.
    now: wall.date === today ? wall.time : undefined,
    dayFirst: user.locale === 'it',
    locale: user.locale,
  });
  if (parsed.title === '') throw new HttpError(400, ...taskErrors.quickAddNoTitle);
  const input = createTaskInput.safeParse({
    title: parsed.title,
    dueDate: parsed.dueDate,
    dueTime: parsed.dueTime,
    tags: parsed.tags,
    ...(parsed.priority ? { priority: parsed.priority } : {}),
    ...(parsed.recurrence ? { recurrence: parsed.recurrence } : {}),
  });
  if (!input.success) {
    const issue = input.error.issues[0]?.message;
    throw new HttpError(400, isErrorCode(issue) ? issue : 'tasks.unreadable', 'text');
  }
  return createTask(deps, user, input.data);
}
