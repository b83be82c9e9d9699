import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

export const moods = pgTable(
  'moods',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    rating: smallint('rating').notNull(),
    emotions: text('emotions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    // Covering (docs/SCALING.md): the charts and insights average a user's days by index only.
    index('moods_user_date_idx').on(t.userId, t.date, t.rating),
    check('moods_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
