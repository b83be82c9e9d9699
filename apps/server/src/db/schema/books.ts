import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookStatuses } from '@track-grow/domain/books';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

export const books = pgTable(
  'books',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    author: text('author'),
    status: text('status', { enum: bookStatuses }).notNull().default('wantToRead'),
    totalPages: integer('total_pages'),
    pagesRead: integer('pages_read').notNull().default(0),
    rating: integer('rating'),
    startedAt: date('started_at', { mode: 'string' }),
    finishedAt: date('finished_at', { mode: 'string' }),
    notes: text('notes'),
    /** The recommended book (library slug) it was added from; once per user. */
    libraryId: text('library_id'),
    ...timestamps(),
  },
  (t) => [
    // Lists newest added first (id: UUID v7), of every status or one.
    index('books_user_id_idx').on(t.userId, t.id),
    index('books_user_status_id_idx').on(t.userId, t.status, t.id),
    // The yearly goal counts the books finished in a year.
    index('books_user_finished_idx')
      .on(t.userId, t.finishedAt)
      .where(sql`${t.status} = 'completed'`),
    uniqueIndex('books_user_library_idx')
      .on(t.userId, t.libraryId)
      .where(sql`${t.libraryId} is not null`),
    check(
      'books_pages_read_range',
      sql`${t.pagesRead} >= 0 and (${t.totalPages} is null or ${t.pagesRead} <= ${t.totalPages})`,
    ),
    check('books_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
