import { describe, expect, it } from 'vitest';
import { createBookInput, updateBookInput } from './books.schema';
import { readingProgress, settleBook, type BookState } from './rules';

const today = '2026-03-10';
const base: BookState = {
  status: 'wantToRead',
  totalPages: 300,
  pagesRead: 0,
  startedAt: null,
  finishedAt: null,
};

describe('settleBook', () => {
  it('finishes a completed book today, with every page read', () => {
    expect(settleBook({ ...base, status: 'completed', pagesRead: 120 }, today)).toEqual({
      ok: true,
      book: { ...base, status: 'completed', pagesRead: 300, finishedAt: today },
    });
  });

  it('keeps a given finish date and leaves pages alone when the length is unknown', () => {
    const result = settleBook(
      { ...base, status: 'completed', totalPages: null, pagesRead: 40, finishedAt: '2026-02-01' },
      today,
    );
    expect(result).toEqual({
      ok: true,
      book: { ...base, status: 'completed', totalPages: null, pagesRead: 40, finishedAt: '2026-02-01' },
    });
  });

  it('starts a book being read today unless a start is given', () => {
    expect(settleBook({ ...base, status: 'reading' }, today)).toMatchObject({ book: { startedAt: today } });
    expect(settleBook({ ...base, status: 'reading', startedAt: '2026-01-02' }, today)).toMatchObject({
      book: { startedAt: '2026-01-02' },
    });
  });

  it('refuses pages beyond the total and a finish before the start', () => {
    expect(settleBook({ ...base, pagesRead: 301 }, today)).toEqual({
      ok: false,
      code: 'books.pagesBeyondTotal',
      path: 'pagesRead',
    });
    expect(
      settleBook({ ...base, status: 'completed', startedAt: '2026-03-11', finishedAt: '2026-03-01' }, today),
    ).toMatchObject({ ok: false, path: 'finishedAt' });
  });
});

describe('readingProgress', () => {
  it('is a whole percent, capped at 100, or null without a length', () => {
    expect(readingProgress({ totalPages: 300, pagesRead: 100 })).toBe(33);
    expect(readingProgress({ totalPages: 10, pagesRead: 20 })).toBe(100);
    expect(readingProgress({ totalPages: null, pagesRead: 20 })).toBeNull();
  });
});

describe('book inputs', () => {
  it('needs a title or a library id, and a known library id', () => {
    expect(createBookInput.safeParse({}).error?.issues[0]).toMatchObject({
      path: ['title'],
      message: 'books.titleRequired',
    });
    expect(createBookInput.parse({ libraryId: 'deep-work' })).toMatchObject({ status: 'wantToRead' });
    expect(createBookInput.safeParse({ libraryId: 'no-such-book' }).error?.issues[0]).toMatchObject({
      path: ['libraryId'],
      message: 'books.unknownLibraryBook',
    });
  });

  it('refuses pages read beyond the total, naming the field', () => {
    expect(
      createBookInput.safeParse({ title: 'X', totalPages: 10, pagesRead: 11 }).error?.issues[0],
    ).toMatchObject({ path: ['pagesRead'], message: 'books.pagesBeyondTotal' });
    expect(updateBookInput.safeParse({ rating: 6 }).error?.issues[0]).toMatchObject({
      path: ['rating'],
      message: 'books.rating',
    });
    expect(updateBookInput.safeParse({}).success).toBe(false);
  });
});
