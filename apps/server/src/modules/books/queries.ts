import { and, desc, eq, getTableColumns, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BookStatus } from '@track-grow/domain/books';
import type { Db } from '../../db/client';
import { executeOne, executePrepared, runPrepared } from '../../db/prepared';
import { books } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _userId, ...bookColumns } = getTableColumns(books);
export type BookRow = Omit<typeof books.$inferSelect, 'userId'>;
export type NewBook = Omit<typeof books.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type BookPatch = Partial<Omit<NewBook, 'libraryId'>>;

/** A page of books newest added first (id: UUID v7), of one status or all; limit + 1 rows. */
export async function listBooks(
  db: Db,
  userId: string,
  q: { status: BookStatus | undefined; limit: number; before: string | undefined },
): Promise<BookRow[]> {
  const where: SQL[] = [eq(books.userId, userId)];
  if (q.status) where.push(eq(books.status, q.status));
  if (q.before) where.push(lt(books.id, q.before));
  return runPrepared(
    db
      .select(bookColumns)
      .from(books)
      .where(and(...where))
      .orderBy(desc(books.id))
      .limit(q.limit + 1),
  );
}

/** The user's books that came from the library: library id → book id. */
export async function libraryBookIds(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await runPrepared(
    db
      .select({ id: books.id, libraryId: books.libraryId })
      .from(books)
      .where(and(eq(books.userId, userId), isNotNull(books.libraryId))),
  );
  return new Map(rows.map((r) => [r.libraryId!, r.id]));
}

/** One statement: the books per status, and those finished between `from` and `to`. */
export async function bookCounts(db: Db, userId: string, from: string, to: string) {
  const [row] = await executePrepared<{
    want_to_read: number;
    reading: number;
    completed: number;
    completed_in_range: number;
  }>(
    db,
    sql`
    select
      count(*) filter (where status = 'wantToRead')::int as want_to_read,
      count(*) filter (where status = 'reading')::int as reading,
      count(*) filter (where status = 'completed')::int as completed,
      count(*) filter (where status = 'completed' and finished_at between ${from}::date and ${to}::date)::int
        as completed_in_range
    from books where user_id = ${userId}`,
  );
  return row!;
}

export async function findBook(db: Db, userId: string, id: string): Promise<BookRow | undefined> {
  const [row] = await db
    .select(bookColumns)
    .from(books)
    .where(and(eq(books.userId, userId), eq(books.id, id)));
  return row;
}

/** Inserts the book; undefined when its library book is already on the user's list (the unique index). */
export async function insertBook(db: Db, userId: string, values: NewBook): Promise<BookRow | undefined> {
  const [row] = await db
    .insert(books)
    .values({ ...values, userId })
    .onConflictDoNothing()
    .returning(bookColumns);
  return row;
}

export async function updateBook(
  db: Db,
  userId: string,
  id: string,
  patch: BookPatch,
): Promise<BookRow | undefined> {
  const [row] = await db
    .update(books)
    .set(patch)
    .where(and(eq(books.userId, userId), eq(books.id, id)))
    .returning(bookColumns);
  return row;
}

export async function deleteBook(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(books)
    .where(and(eq(books.userId, userId), eq(books.id, id)))
    .returning({ id: books.id });
  return rows.length > 0;
}

/** A book finished: what every count of books read counts. */
const finished = sql`status = 'completed'`;

/** The books being read (at most five, latest started first) and the books finished since `yearFrom`. */
export function booksOf(
  db: Db,
  userId: string,
  yearFrom: string,
): Promise<{
  reading: { title: string; author: string | null; pagesRead: number; totalPages: number | null }[];
  finished: number;
}> {
  return executeOne(
    db,
    sql`select coalesce((select json_agg(json_build_object('title', b.title, 'author', b.author,
          'pagesRead', b.pages_read, 'totalPages', b.total_pages) order by b.started_at desc nulls last, b.title)
        from (select title, author, pages_read, total_pages, started_at from books
          where user_id = ${userId} and status = 'reading' order by started_at desc nulls last, title limit 5) b), '[]') as reading,
      (select count(*)::int from books where user_id = ${userId} and ${finished}
        and finished_at >= ${yearFrom}::date) as finished`,
  );
}

/* Fragments for other areas' statements (values may be placeholders). */

/** A scalar subquery: the books finished in the days `from`..`to`, or ever without them. */
export const booksFinished = (userId: unknown, days?: { from: unknown; to: unknown }): SQL =>
  days
    ? sql`(select count(*) from books where user_id = ${userId} and ${finished}
        and finished_at between ${days.from}::date and ${days.to}::date)`
    : sql`(select count(*) from books where user_id = ${userId} and ${finished})`;

/** The timeline's entries of books: each book finished, at its day. */
export const timelineSource = {
  from: 'books r',
  filter: "r.status = 'completed' and r.finished_at is not null",
  time: 'finished_at',
  dated: true,
  data: "'title', r.title, 'author', r.author",
};
