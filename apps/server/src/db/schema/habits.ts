import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Schedule } from '@track-grow/domain/habits';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const habits = pgTable(
  'habits',
  {
    id: idColumn(),
    userId: owner(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon').notNull().default('✅'),
    color: text('color').notNull().default('#22c55e'),
    schedule: jsonb('schedule').$type<Schedule>().notNull().default({ kind: 'daily' }),
    targetMinutes: integer('target_minutes'),
    reminderTime: text('reminder_time'),
    sortOrder: integer('sort_order').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    index('habits_user_id_sort_idx').on(t.userId, t.sortOrder),
    check(
      'habits_target_minutes_range',
      sql`${t.targetMinutes} is null or ${t.targetMinutes} between 1 and 600`,
    ),
  ],
);

export const habitCompletions = pgTable(
  'habit_completions',
  {
    id: idColumn(),
    userId: owner(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    completed: boolean('completed').notNull().default(false),
    skipped: boolean('skipped').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // Migration 0016 rebuilds it with INCLUDE (completed, skipped, user_id), which drizzle-kit cannot declare: one
    // habit's history (habits/:id/stats) is then read by index only. Recreate the INCLUDE if this index changes.
    uniqueIndex('habit_completions_habit_date_key').on(t.habitId, t.date),
    // Covering (docs/SCALING.md): the stats windows read a user's days by index only, not one heap page per row.
    index('habit_completions_user_date_idx').on(t.userId, t.date, t.habitId, t.completed, t.skipped),
    check('habit_completions_not_both', sql`not (${t.completed} and ${t.skipped})`),
  ],
);

export const vacations = pgTable(
  'vacations',
  {
    id: idColumn(),
    userId: owner(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('vacations_user_start_idx').on(t.userId, t.startDate),
    check('vacations_order', sql`${t.startDate} <= ${t.endDate}`),
  ],
);
