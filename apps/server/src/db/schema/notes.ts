import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinned: boolean('pinned').notNull().default(false),
    // PostgreSQL's own full-text search; 'simple' keeps words as written, so English and Italian both work.
    // Accents are folded (immutable_unaccent, migration 0005) so "belem" and "Belém" find each other.
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', immutable_unaccent(coalesce(${notes.title}, ''))), 'A') || setweight(to_tsvector('simple', immutable_unaccent(coalesce(${notes.content}, ''))), 'B')`,
    ),
    ...timestamps(),
  },
  (t) => [
    index('notes_user_updated_idx').on(t.userId, t.updatedAt),
    // The timeline: notes newest created first, keyset by (created_at, id).
    index('notes_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notes_search_idx').using('gin', t.search),
  ],
);
