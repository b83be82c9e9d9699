import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TaskListView } from '@track-grow/domain/tasks';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { tasks } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

export type TaskRow = Omit<typeof tasks.$inferSelect, 'userId'>;
export type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type TaskPatch = Partial<NewTask>;

const { userId: _userId, ...taskColumns } = getTableColumns(tasks);

/** Open = to do or in progress; written so the planner uses the partial index tasks_user_open_due_idx. */
const isOpen = sql`${tasks.status} in ('todo', 'in_progress')`;

// The order of the open views (domain compareTasks): due date, due time (none last), priority, creation (UUID v7).
const dueKey = sql<string>`coalesce(${tasks.dueDate}, '9999-12-31'::date)::text`;
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

/** One page (limit + 1 rows) of a task list, in the view's order; each row carries its cursor. */
export async function listTasks(db: Db, userId: string, p: TaskListParams): Promise<TaskListRow[]> {
  const where: SQL[] = [eq(tasks.userId, userId)];
  switch (p.view) {
    case 'today':
      where.push(isOpen, sql`${tasks.dueDate} <= ${p.today}::date`);
      break;
    case 'upcoming':
      where.push(isOpen, sql`${tasks.dueDate} > ${p.today}::date`);
      break;
    case 'all':
      where.push(isOpen);
      break;
    case 'completed':
      where.push(eq(tasks.status, 'completed'));
      break;
    case 'cancelled':
      where.push(eq(tasks.status, 'cancelled'));
      break;
    case undefined:
      where.push(
        sql`(${isOpen} or (${tasks.status} = 'completed' and ${tasks.completedAt} >= ${p.completedSince}))`,
      );
      break;
  }
  if (p.tag !== undefined) where.push(sql`${tasks.tags} @> array[${p.tag}]::text[]`);
  if (p.priority !== undefined) where.push(eq(tasks.priority, p.priority));
  if (p.parentId !== undefined) where.push(eq(tasks.parentId, p.parentId));

  if (p.view === 'completed') {
    if (p.after)
      where.push(
        sql`(${tasks.completedAt}, ${tasks.id}) < (${p.after[0]}::timestamptz, ${p.after[1]}::uuid)`,
      );
    const rows = await runPrepared(
      db
        .select({ ...taskColumns, k0: completedKey })
        .from(tasks)
        .where(and(...where))
        .orderBy(desc(tasks.completedAt), desc(tasks.id))
        .limit(p.limit + 1),
    );
    return rows.map(({ k0, ...row }) => ({ ...row, cursor: [k0, row.id] }));
  }
  if (p.view === 'cancelled') {
    if (p.after) where.push(sql`${tasks.id} < ${p.after[0]}::uuid`);
    const rows = await runPrepared(
      db
        .select(taskColumns)
        .from(tasks)
        .where(and(...where))
        .orderBy(desc(tasks.id))
        .limit(p.limit + 1),
    );
    return rows.map((row) => ({ ...row, cursor: [row.id] }));
  }
  if (p.after) {
    where.push(
      sql`(${dueKey}, ${timeKey}, ${priorityKey}, ${tasks.id}) > (${p.after[0]}, ${p.after[1]}, ${p.after[2]}, ${p.after[3]}::uuid)`,
    );
  }
  const rows = await runPrepared(
    db
      .select({ ...taskColumns, k0: dueKey, k1: timeKey, k2: priorityKey })
      .from(tasks)
      .where(and(...where))
      .orderBy(asc(dueKey), asc(timeKey), asc(priorityKey), asc(tasks.id))
      .limit(p.limit + 1),
  );
  return rows.map(({ k0, k1, k2, ...row }) => ({ ...row, cursor: [k0, k1, k2, row.id] }));
}

/** The badge counts of the views, in one statement. */
export async function countTasks(db: Db, userId: string, today: string) {
  const [row] = await runPrepared(
    db
      .select({
        today: sql<number>`count(*) filter (where ${isOpen} and ${tasks.dueDate} <= ${today}::date)::int`,
        overdue: sql<number>`count(*) filter (where ${isOpen} and ${tasks.dueDate} < ${today}::date)::int`,
        upcoming: sql<number>`count(*) filter (where ${isOpen} and ${tasks.dueDate} > ${today}::date)::int`,
        all: sql<number>`count(*) filter (where ${isOpen})::int`,
        completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')::int`,
      })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), inArray(tasks.status, ['todo', 'in_progress', 'completed']))),
  );
  return row!;
}

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
