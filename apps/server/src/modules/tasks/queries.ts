import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TaskListView } from '@track-grow/domain/tasks';
import type { Db } from '../../db/client';
import { executeOne, runPrepared } from '../../db/prepared';
import { tasks } from '../../db/schema';
import { dayStartSql, userDaySql } from '../../lib/user-day';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

export type TaskRow = Omit<typeof tasks.$inferSelect, 'userId'>;
export type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type TaskPatch = Partial<NewTask>;

const { userId: _userId, ...taskColumns } = getTableColumns(tasks);

/** Open = to do or in progress; written so the planner uses the partial index tasks_user_open_due_idx. */
const openOf = (table: { status: AnyPgColumn }) => sql`${table.status} in ('todo', 'in_progress')`;
/** The open-task rule, for every statement that reads open tasks (the views, Home, the assistant). */
export const openCondition = openOf(tasks);
/** A task done: the rule of every count of completed tasks. */
export const completedCondition = sql`${tasks.status} = 'completed'`;

// The order of the open views (domain compareTasks): due date, due time (none last), priority, creation (UUID v7).
/** The due-date sort key of a task without a due date (after every real one; beyond the dates the API takes). */
export const NO_DUE_DATE_KEY = '9999-12-31';
const dueKey = sql<string>`coalesce(${tasks.dueDate}, ${sql.raw(`'${NO_DUE_DATE_KEY}'`)}::date)::text`;
const timeKey = sql<string>`coalesce(${tasks.dueTime}, '99:99')`;
const priorityKey = sql<string>`(case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end)::text`;
/** Full precision (microseconds), so a page boundary never skips a row that differs below a millisecond. */
const completedKey = sql<string>`${tasks.completedAt}::text`;

export interface TaskListParams {
  view: TaskListView | undefined;
  today: string;
  /** Without a view: completed tasks since this instant are listed with the open ones. */
  completedSince: Date;
  tag: string | undefined;
  priority: TaskRow['priority'] | undefined;
  parentId: string | undefined;
  limit: number;
  /** The sort key of the last row of the previous page. */
  after: string[] | undefined;
}

export type TaskListRow = TaskRow & { cursor: string[] };

/** The values of a list query, bound by name at each execution. */
const P = {
  userId: sql.placeholder('userId'),
  today: sql.placeholder('today'),
  since: sql.placeholder('since'),
  tag: sql.placeholder('tag'),
  priority: sql.placeholder('priority'),
  parentId: sql.placeholder('parentId'),
  limit: sql.placeholder('limit'),
  a0: sql.placeholder('a0'),
  a1: sql.placeholder('a1'),
  a2: sql.placeholder('a2'),
  a3: sql.placeholder('a3'),
};

/** Which filters a list has: its SQL text depends on nothing else. */
interface ListShape {
  view: TaskListView | undefined;
  tag: boolean;
  priority: boolean;
  parentId: boolean;
  after: boolean;
}

/** The list query of one shape, with placeholders for every value, prepared under a name of its own. */
function buildList(db: Db, shape: ListShape, name: string) {
  const where: SQL[] = [sql`${tasks.userId} = ${P.userId}`];
  switch (shape.view) {
    case 'today':
      where.push(openCondition, sql`${tasks.dueDate} <= ${P.today}::date`);
      break;
    case 'upcoming':
      where.push(openCondition, sql`${tasks.dueDate} > ${P.today}::date`);
      break;
    case 'all':
      where.push(openCondition);
      break;
    case 'completed':
      where.push(eq(tasks.status, 'completed'));
      break;
    case 'cancelled':
      where.push(eq(tasks.status, 'cancelled'));
      break;
    case undefined:
      where.push(
        sql`(${openCondition} or (${completedCondition} and ${tasks.completedAt} >= ${P.since}::timestamptz))`,
      );
      break;
  }
  if (shape.tag) where.push(sql`${tasks.tags} @> array[${P.tag}::text]`);
  if (shape.priority) where.push(sql`${tasks.priority} = ${P.priority}`);
  if (shape.parentId) where.push(sql`${tasks.parentId} = ${P.parentId}::uuid`);

  if (shape.view === 'completed') {
    if (shape.after)
      where.push(sql`(${tasks.completedAt}, ${tasks.id}) < (${P.a0}::timestamptz, ${P.a1}::uuid)`);
    return db
      .select({ ...taskColumns, k0: completedKey, k1: sql<string>`''`, k2: sql<string>`''` })
      .from(tasks)
      .where(and(...where))
      .orderBy(desc(tasks.completedAt), desc(tasks.id))
      .limit(P.limit)
      .prepare(name);
  }
  if (shape.view === 'cancelled') {
    if (shape.after) where.push(sql`${tasks.id} < ${P.a0}::uuid`);
    return db
      .select({ ...taskColumns, k0: sql<string>`''`, k1: sql<string>`''`, k2: sql<string>`''` })
      .from(tasks)
      .where(and(...where))
      .orderBy(desc(tasks.id))
      .limit(P.limit)
      .prepare(name);
  }
  if (shape.after) {
    where.push(
      sql`(${dueKey}, ${timeKey}, ${priorityKey}, ${tasks.id}) > (${P.a0}::text, ${P.a1}::text, ${P.a2}::text, ${P.a3}::uuid)`,
    );
  }
  return db
    .select({ ...taskColumns, k0: dueKey, k1: timeKey, k2: priorityKey })
    .from(tasks)
    .where(and(...where))
    .orderBy(asc(dueKey), asc(timeKey), asc(priorityKey), asc(tasks.id))
    .limit(P.limit)
    .prepare(name);
}

type ListQuery = ReturnType<typeof buildList>;
/** Per database handle, the prepared list of each shape: built once, then only executed with new values. */
const lists = new WeakMap<Db, Map<string, ListQuery>>();

function listQuery(db: Db, shape: ListShape): ListQuery {
  const key = `${shape.view ?? 'recent'}_${Number(shape.tag)}${Number(shape.priority)}${Number(shape.parentId)}${Number(shape.after)}`;
  let byShape = lists.get(db);
  if (!byShape) lists.set(db, (byShape = new Map<string, ListQuery>()));
  let query = byShape.get(key);
  if (!query) byShape.set(key, (query = buildList(db, shape, `tg_tasks_list_${key}`)));
  return query;
}

/**
 * One page (limit + 1 rows) of a task list, in the view's order; each row carries its cursor. The query of each
 * shape is built and prepared once (building it cost as much as running it), then executed with the values.
 */
export async function listTasks(db: Db, userId: string, p: TaskListParams): Promise<TaskListRow[]> {
  const shape = {
    view: p.view,
    tag: p.tag !== undefined,
    priority: p.priority !== undefined,
    parentId: p.parentId !== undefined,
    after: p.after !== undefined,
  };
  const after = p.after ?? [];
  const rows = await listQuery(db, shape).execute({
    userId,
    today: p.today,
    since: p.completedSince.toISOString(),
    tag: p.tag,
    priority: p.priority,
    parentId: p.parentId,
    limit: p.limit + 1,
    a0: after[0],
    a1: after[1],
    a2: after[2],
    a3: after[3],
  });
  return rows.map(({ k0, k1, k2, ...row }) =>
    p.view === 'completed'
      ? { ...row, cursor: [k0, row.id] }
      : p.view === 'cancelled'
        ? { ...row, cursor: [row.id] }
        : { ...row, cursor: [k0, k1, k2, row.id] },
  );
}

const parent = alias(tasks, 'parent');

/** Whether a task of `table` is in each counted view (an unmatched left join gives null: not in it). */
function viewFilters(table: { status: AnyPgColumn; dueDate: AnyPgColumn }, today: string) {
  const open = openOf(table);
  return {
    today: sql`${open} and ${table.dueDate} <= ${today}::date`,
    overdue: sql`${open} and ${table.dueDate} < ${today}::date`,
    upcoming: sql`${open} and ${table.dueDate} > ${today}::date`,
    all: open,
    completed: sql`${table.status} = 'completed'`,
  };
}

/**
 * Counts the rows a view's list shows: a checklist item whose parent is in the same view is shown in that
 * parent's checklist, not as a task of its own (an overdue item, under a parent in Today).
 */
function viewCount(today: string) {
  const own = viewFilters(tasks, today);
  const parents = viewFilters(parent, today);
  return (view: keyof typeof own, parentView: keyof typeof own = view) =>
    sql<number>`count(*) filter (where ${own[view]} and not coalesce(${parents[parentView]}, false))::int`;
}

/** The badge counts of the views, in one statement (viewCount). */
export async function countTasks(db: Db, userId: string, today: string) {
  const count = viewCount(today);
  const [row] = await runPrepared(
    db
      .select({
        today: count('today'),
        overdue: count('overdue', 'today'),
        upcoming: count('upcoming'),
        all: count('all'),
        completed: count('completed'),
        dueToday: sql<number>`count(*) filter (where ${openCondition} and ${tasks.dueDate} = ${today}::date)::int`,
      })
      .from(tasks)
      .leftJoin(parent, and(eq(parent.userId, userId), eq(parent.id, tasks.parentId)))
      .where(and(eq(tasks.userId, userId), inArray(tasks.status, ['todo', 'in_progress', 'completed']))),
  );
  return row!;
}

/**
 * The Today view's badge and how many of it are overdue, counted as countTasks counts them, as a scalar
 * subquery giving `{"today": n, "overdue": n}`: Home's Today's Tasks tile reads it inside its one statement.
 */
export function todayViewCountsSql(userId: string, today: string): SQL {
  const count = viewCount(today);
  return sql`(select json_build_object('today', ${count('today')}, 'overdue', ${count('overdue', 'today')})
    from tasks left join tasks as parent on ${parent.userId} = ${userId} and ${parent.id} = ${tasks.parentId}
    where ${tasks.userId} = ${userId} and ${openCondition})`;
}

/** Open tasks (to do or in progress) due in the days, or before `overdueBefore`: the first five and the count. */
export function openTasksDue(
  db: Db,
  userId: string,
  due: { from: string; to: string } | { overdueBefore: string },
): Promise<{ total: number; tasks: { title: string; dueDate: string; dueTime: string | null }[] }> {
  const when =
    'overdueBefore' in due
      ? sql`due_date < ${due.overdueBefore}::date`
      : sql`due_date between ${due.from}::date and ${due.to}::date`;
  const open = sql`user_id = ${userId} and ${openCondition} and ${when}`;
  return executeOne(
    db,
    sql`select (select count(*)::int from tasks where ${open}) as total,
      coalesce((select json_agg(json_build_object('title', t.title, 'dueDate', t.due_date,
          'dueTime', t.due_time) order by t.due_date, t.due_time nulls last, t.title)
        from (select title, due_date, due_time from tasks where ${open}
          order by due_date, due_time nulls last, title limit 5) t), '[]') as tasks`,
  );
}

/** Open tasks with a due date and time, due on `from` or later, soonest first (at most `limit`). */
export function tasksWithDueTimes(
  db: Db,
  userId: string,
  from: string,
  limit: number,
): Promise<{ id: string; title: string; dueDate: string; dueTime: string }[]> {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: sql<string>`${tasks.dueDate}`,
      dueTime: sql<string>`${tasks.dueTime}`,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        openCondition,
        sql`${tasks.dueDate} >= ${from}::date and ${tasks.dueTime} is not null`,
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.dueTime), asc(tasks.id))
    .limit(limit);
}

/** A task's title, due date and time and whether it is still open. */
export async function taskDueState(
  db: Db,
  userId: string,
  id: string,
): Promise<
  { id: string; title: string; dueDate: string | null; dueTime: string | null; open: boolean } | undefined
> {
  const [row] = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      dueTime: tasks.dueTime,
      open: sql<boolean>`${openCondition}`,
    })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)));
  return row;
}

/** Values of the fragments below may be placeholders (a statement built once, executeTemplate). */
interface DayOwner {
  timezone: string;
  dayStartHour: number;
}

/**
 * A select of the user's days (in their time zone and day start) with tasks completed from `from` to `to`:
 * `date`, and `n` completed. The instant bounds keep it a range scan of (user_id, completed_at).
 */
export const completedPerDay = (userId: unknown, user: DayOwner, from: unknown, to: unknown): SQL =>
  sql`select ${userDaySql(sql`completed_at`, user)} as date, count(*)::int as n
      from tasks
      where user_id = ${userId} and ${completedCondition}
        and completed_at >= ${dayStartSql(sql`${from}::date`, user)}
        and completed_at < ${dayStartSql(sql`(${to}::date + 1)`, user)}
      group by 1`;

/** A scalar subquery: the tasks completed from the instant `start` until `end`. */
export const completedBetween = (userId: unknown, start: SQL, end: SQL): SQL =>
  sql`(select count(*) from tasks where user_id = ${userId} and ${completedCondition}
        and completed_at >= ${start} and completed_at < ${end})`;

/** A select of the days `from`..`to` with tasks due (cancelled ones left out): `date`, `due`, and `done` of them. */
export const dueDays = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`select due_date as date, count(*)::int as due, (count(*) filter (where ${completedCondition}))::int as done
      from tasks where user_id = ${userId} and due_date between ${from}::date and ${to}::date
        and status <> 'cancelled' group by due_date`;

/** The timeline's entries of tasks: each task completed, at its completion. */
export const timelineSource = {
  from: 'tasks r',
  filter: "r.status = 'completed' and r.completed_at is not null",
  time: 'completed_at',
  dated: false,
  data: "'title', r.title",
};

export async function findTask(db: Db, userId: string, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)));
  return row;
}

/** The task, locked until the transaction ends: two completions of one task run one after the other. */
export async function lockTask(db: Db, userId: string, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
    .for('update');
  return row;
}

/** Whether the task is the user's; FOR KEY SHARE keeps it from being deleted until the transaction ends. */
export async function holdTask(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
    .for('key share');
  return row !== undefined;
}

export async function hasSubtasks(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.parentId, id)))
    .limit(1);
  return row !== undefined;
}

export async function insertTask(db: Db, userId: string, values: NewTask): Promise<TaskRow> {
  const [row] = await db
    .insert(tasks)
    .values({ ...values, userId })
    .returning(taskColumns);
  return row!;
}

export async function updateTask(
  db: Db,
  userId: string,
  id: string,
  patch: TaskPatch,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set(patch)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
    .returning(taskColumns);
  return row;
}

/** Deletes the task; its subtasks go with it (parent_id cascades). */
export async function deleteTask(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/**
 * The checklist of a recurring task, copied fresh under its next occurrence: every subtask again to do,
 * without dates (they belonged to the finished occurrence).
 */
export async function copySubtasks(
  db: Db,
  userId: string,
  fromParentId: string,
  toParentId: string,
): Promise<void> {
  const children = await db
    .select({
      title: tasks.title,
      notes: tasks.notes,
      priority: tasks.priority,
      tags: tasks.tags,
      sortOrder: tasks.sortOrder,
    })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.parentId, fromParentId)))
    .orderBy(asc(tasks.sortOrder), asc(tasks.id));
  if (children.length === 0) return;
  await db
    .insert(tasks)
    .values(children.map((child) => ({ ...child, userId, parentId: toParentId, status: 'todo' as const })));
}
