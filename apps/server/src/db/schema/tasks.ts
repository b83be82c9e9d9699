import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueDate: date('due_date', { mode: 'string' }),
    dueTime: text('due_time'),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] })
      .notNull()
      .default('medium'),
    status: text('status', { enum: ['todo', 'in_progress', 'completed', 'cancelled'] })
      .notNull()
      .default('todo'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    recurrence: text('recurrence', { enum: ['none', 'daily', 'weekly', 'monthly'] })
      .notNull()
      .default('none'),
    // A monthly series' day of the month (domain recurrenceDayOf): Jan 31 → Feb 28 → Mar 31, not Mar 28. Null otherwise.
    recurrenceDay: smallint('recurrence_day'),
    parentId: uuid('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    // The task that completing this recurring one created: set once, so completing it again creates no other.
    // Deleting that task frees the slot, and completing this one again then creates a new next occurrence.
    nextOccurrenceId: uuid('next_occurrence_id').references((): AnyPgColumn => tasks.id, {
      onDelete: 'set null',
    }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // Covering (docs/SCALING.md): the charts count a user's tasks per day by index only.
    index('tasks_user_due_idx').on(t.userId, t.dueDate, t.status),
    index('tasks_user_status_idx').on(t.userId, t.status),
    index('tasks_parent_idx').on(t.parentId),
    // Today / Upcoming / All read open tasks only: their cost stays flat however many tasks were completed.
    index('tasks_user_open_due_idx')
      .on(t.userId, t.dueDate)
      .where(sql`${t.status} in ('todo', 'in_progress')`),
    // Covering (docs/SCALING.md): the insights' days with a task done, by index only.
    index('tasks_user_completed_idx').on(t.userId, t.completedAt, t.status),
    // Deleting a task sets its predecessor's next_occurrence_id to null: without this, a scan of every task.
    index('tasks_next_occurrence_idx')
      .on(t.nextOccurrenceId)
      .where(sql`${t.nextOccurrenceId} is not null`),
    check('tasks_recurrence_day_range', sql`${t.recurrenceDay} between 1 and 31`),
  ],
);
