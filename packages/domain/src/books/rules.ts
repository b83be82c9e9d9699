import type { ErrorCode } from '../shared/errors';
import type { BookStatus } from './books.schema';

/** The fields the rules below settle, as stored. */
export interface BookState {
  status: BookStatus;
  totalPages: number | null;
  pagesRead: number;
  startedAt: string | null;
  finishedAt: string | null;
}

export type SettledBook =
  { ok: true; book: BookState } | { ok: false; code: ErrorCode; path: 'pagesRead' | 'finishedAt' };

/**
 * A book after a write, given the user's today: a completed book has a finish date (today unless given) and,
 * when its length is known, every page read; a book being read has a start date (today unless given).
 * Pages read never pass the total, and a finish never comes before the start.
 */
export function settleBook(next: BookState, today: string): SettledBook {
  const book = { ...next };
  if (book.status === 'completed') {
    book.finishedAt ??= today;
    if (book.totalPages !== null) book.pagesRead = book.totalPages;
  }
  if (book.status === 'reading') book.startedAt ??= today;
  if (book.totalPages !== null && book.pagesRead > book.totalPages)
    return { ok: false, code: 'books.pagesBeyondTotal', path: 'pagesRead' };
  if (book.startedAt && book.finishedAt && book.finishedAt < book.startedAt)
    return { ok: false, code: 'books.finishBeforeStart', path: 'finishedAt' };
  return { ok: true, book };
}

/** Progress of a book in whole percent (0–100), or null when its length is unknown. */
export function readingProgress(book: { totalPages: number | null; pagesRead: number }): number | null {
  if (book.totalPages === null || book.totalPages <= 0) return null;
  return Math.min(100, Math.round((book.pagesRead / book.totalPages) * 100));
}
