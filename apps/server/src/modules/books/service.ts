import {
  bookLibrary,
  libraryBook,
  settleBook,
  type Book,
  type BookListQuery,
  type BookState,
  type BookSummary,
  type createBookInput,
  type RecommendedBook,
  type updateBookInput,
} from '@track-grow/domain/books';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cursorPart, decodeCursor } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as q from './queries';

export interface BooksDeps {
  db: Database;
  clock: Clock;
}
export type BooksUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'preferences'>;
export type CreateBookData = z.output<typeof createBookInput>;
export type UpdateBookData = z.output<typeof updateBookInput>;

/** Pages of 200 books (at most 1000 with `limit`). */
export const BOOKS_PAGE_SIZE = 200;
const notFound = 'books.notFound';

export function toBookDto(row: q.BookRow): Book {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    status: row.status,
    totalPages: row.totalPages,
    pagesRead: row.pagesRead,
    rating: row.rating,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    notes: row.notes,
    libraryId: row.libraryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBooks(deps: BooksDeps, user: BooksUser, query: BookListQuery) {
  const before = decodeCursor(query.cursor, [cursorPart.uuid])?.[0];
  const limit = query.limit ?? BOOKS_PAGE_SIZE;
  const rows = await q.listBooks(deps.db, user.id, { status: query.status, limit, before });
  return { rows: rows.map(toBookDto), limit };
}

export const bookCursorOf = (b: Book): [string] => [b.id];

export async function getBook(deps: BooksDeps, user: BooksUser, id: string): Promise<Book> {
  const row = await q.findBook(deps.db, user.id, id);
  if (!row) throw new HttpError(404, notFound);
  return toBookDto(row);
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

function settled(state: BookState, today: string): BookState {
  const result = settleBook(state, today);
  if (!result.ok) throw new HttpError(400, result.code, result.path);
  return result.book;
}

export async function createBook(deps: BooksDeps, user: BooksUser, input: CreateBookData): Promise<Book> {
  const fromLibrary = input.libraryId === undefined ? undefined : libraryBook(input.libraryId);
  const state = settled(
    {
      status: input.status,
      totalPages: input.totalPages ?? null,
      pagesRead: input.pagesRead ?? 0,
      startedAt: input.startedAt ?? null,
      finishedAt: input.finishedAt ?? null,
    },
    todayFor(user, deps.clock),
  );
  const row = await q.insertBook(deps.db, user.id, {
    ...state,
    title: input.title ?? fromLibrary?.title ?? '',
    author: input.author !== undefined ? blankToNull(input.author) : (fromLibrary?.author ?? null),
    rating: input.rating ?? null,
    notes: blankToNull(input.notes),
    libraryId: fromLibrary?.id ?? null,
  });
  if (!row) throw new HttpError(409, 'books.alreadyOnList', 'libraryId');
  return toBookDto(row);
}

export async function updateBook(
  deps: BooksDeps,
  user: BooksUser,
  id: string,
  input: UpdateBookData,
): Promise<Book> {
  const current = await q.findBook(deps.db, user.id, id);
  if (!current) throw new HttpError(404, notFound);
  const merged: BookState = {
    status: input.status ?? current.status,
    totalPages: input.totalPages !== undefined ? input.totalPages : current.totalPages,
    pagesRead: input.pagesRead ?? current.pagesRead,
    startedAt: input.startedAt !== undefined ? input.startedAt : current.startedAt,
    // A book put back from completed loses its finish date unless one is given.
    finishedAt:
      input.finishedAt !== undefined
        ? input.finishedAt
        : input.status !== undefined && input.status !== 'completed'
          ? null
          : current.finishedAt,
  };
  const patch: q.BookPatch = { ...settled(merged, todayFor(user, deps.clock)) };
  if (input.title !== undefined) patch.title = input.title;
  if (input.author !== undefined) patch.author = blankToNull(input.author);
  if (input.rating !== undefined) patch.rating = input.rating;
  if (input.notes !== undefined) patch.notes = blankToNull(input.notes);
  const row = await q.updateBook(deps.db, user.id, id, patch);
  if (!row) throw new HttpError(404, notFound);
  return toBookDto(row);
}

export async function deleteBook(deps: BooksDeps, user: BooksUser, id: string): Promise<void> {
  if (!(await q.deleteBook(deps.db, user.id, id))) throw new HttpError(404, notFound);
}

/** The library, in its order, each with the id of the user's copy when it is on their list. */
export async function recommendedBooks(deps: BooksDeps, user: BooksUser): Promise<RecommendedBook[]> {
  const mine = await q.libraryBookIds(deps.db, user.id);
  return bookLibrary.map((b) => ({ ...b, bookId: mine.get(b.id) ?? null }));
}

/** The yearly goal (profile preference) against the books finished in the user's current calendar year. */
export async function bookSummary(deps: BooksDeps, user: BooksUser): Promise<BookSummary> {
  const today = todayFor(user, deps.clock);
  const year = today.slice(0, 4);
  const counts = await q.bookCounts(deps.db, user.id, `${year}-01-01`, `${year}-12-31`);
  return {
    year: Number(year),
    goal: user.preferences.readingGoal ?? null,
    completedThisYear: counts.completed_in_range,
    counts: { wantToRead: counts.want_to_read, reading: counts.reading, completed: counts.completed },
  };
}

/** The assistant's books answer: the books being read and those finished this year. */
export const booksOf = q.booksOf;

/** Books as SQL, for another area's one statement (Home, the dashboard, the timeline). */
export const booksSql = { finished: q.booksFinished, timeline: q.timelineSource };
