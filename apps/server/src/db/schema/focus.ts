import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { focusSessionTypes } from '@track-grow/domain/focus';
import { users } from './auth';
import { idColumn, timestamps } from './columns';
import { tasks } from './tasks';

export const focusSessions = pgTable(
  'focus_sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category'),
    type: text('type', { enum: focusSessionTypes }).notNull().default('focus'),
    plannedDuration: integer('planned_duration').notNull(),
    actualDuration: integer('actual_duration').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
    // The user's day of the session (time zone and day start applied by the client that saved it).
    date: date('date', { mode: 'string' }).notNull(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    // The saving device's id for the session: a retried save whose answer was lost finds it again.
    clientId: text('client_id'),
    ...timestamps(),
  },
  (t) => [
    // Lists (date desc, id: keyset pages) and the stats' days.
    // Covering (docs/SCALING.md): the insights and analytics sum a user's focus minutes by index only.
    index('focus_sessions_user_date_idx').on(t.userId, t.date, t.id, t.type, t.actualDuration),
    // The timeline: focus sessions (not breaks) newest completed first, keyset by (completed_at, id).
    index('focus_sessions_user_completed_idx')
      .on(t.userId, t.completedAt, t.id)
      .where(sql`${t.type} = 'focus'`),
    uniqueIndex('focus_sessions_user_client_idx').on(t.userId, t.clientId),
    // Deleting a task sets its sessions' task_id to null: without this, a scan of every session.
    index('focus_sessions_task_idx')
      .on(t.taskId)
      .where(sql`${t.taskId} is not null`),
    check('focus_sessions_planned_range', sql`${t.plannedDuration} between 1 and 120`),
    check('focus_sessions_actual_range', sql`${t.actualDuration} between 1 and 1440`),
    check('focus_sessions_order', sql`${t.startedAt} <= ${t.completedAt}`),
  ],
);
