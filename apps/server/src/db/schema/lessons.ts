import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

/** A lesson of the built-in library (packages/domain/src/lessons) the user marked as learned. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The library's slug; the library never renames one. */
    lessonId: text('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reflection: text('reflection'),
    ...timestamps(),
  },
  (t) => [
    // One completion per lesson and user; also every read's index (user_id first).
    uniqueIndex('lesson_completions_user_lesson_idx').on(t.userId, t.lessonId),
    // The timeline: lessons learned newest first, keyset by (completed_at, id).
    index('lesson_completions_user_completed_idx').on(t.userId, t.completedAt, t.id),
    check('lesson_completions_reflection_length', sql`char_length(${t.reflection}) <= 1000`),
  ],
);
