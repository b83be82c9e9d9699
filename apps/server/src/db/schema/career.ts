import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { goalStatuses, type Milestone } from '@track-grow/domain/career';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

/**
 * Career goals. `milestones` is the checklist as a jsonb array of {id, title, done} in order; `progress` is
 * stored as goalProgress computes it (packages/domain/src/career/career-progress.ts), rewritten by every write.
 */
export const careerGoals = pgTable(
  'career_goals',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    targetDate: date('target_date', { mode: 'string' }),
    status: text('status', { enum: goalStatuses }).notNull().default('not_started'),
    progress: integer('progress').notNull().default(0),
    milestones: jsonb('milestones').$type<Milestone[]>().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    // Lists newest first (id: UUID v7) and the summary's counts.
    index('career_goals_user_id_idx').on(t.userId, t.id),
    check('career_goals_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category'),
    level: integer('level').notNull(),
    targetLevel: integer('target_level').notNull(),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('skills_user_id_idx').on(t.userId, t.id),
    check('skills_level_range', sql`${t.level} between 1 and 5`),
    check('skills_target_level_range', sql`${t.targetLevel} between 1 and 5`),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description'),
    goalId: uuid('goal_id').references(() => careerGoals.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // The log newest first (date desc, id: keyset pages) and this year's count.
    index('achievements_user_date_idx').on(t.userId, t.date, t.id),
  ],
);
