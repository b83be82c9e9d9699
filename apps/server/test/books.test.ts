import type { Book, BookSummary, RecommendedBook } from '@track-grow/domain/books';
import { bookLibrary } from '@track-grow/domain/books';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

async function add(caller: Caller, body: Record<string, unknown>): Promise<Book> {
  const response = await caller.agent.post('/api/books', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Book>();
}

async function expect400(response: { statusCode: number; json: <T>() => T; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const { message } = response.json<{ message: string }>();
  expect(message.startsWith(`${field}: `) || message.includes(field), message).toBe(true);
}

describe('book CRUD', () => {
  it('adds, reads, updates and deletes a book by hand', async () => {
    const me = await signUp(t.app);
    const book = await add(me, { title: ' Middlemarch ', author: 'George Eliot', totalPages: 880 });
    expect(book).toMatchObject({
      title: 'Middlemarch',
      author: 'George Eliot',
      status: 'wantToRead',
      totalPages: 880,
      pagesRead: 0,
      rating: null,
      startedAt: null,
      finishedAt: null,
      libraryId: null,
    });
    expect((await me.agent.get(`/api/books/${book.id}`)).json()).toEqual(book);

    const reading = await me.agent.patch(`/api/books/${book.id}`, { status: 'reading', pagesRead: 120 });
    expect(reading.json()).toMatchObject({ status: 'reading', pagesRead: 120, startedAt: today });
    const rated = await me.agent.patch(`/api/books/${book.id}`, { rating: 5, notes: 'Slow and wise' });
    expect(rated.json()).toMatchObject({ rating: 5, notes: 'Slow and wise', pagesRead: 120 });

    expect((await me.agent.get('/api/books')).json<Book[]>().map((b) => b.id)).toEqual([book.id]);
    expect((await me.agent.get('/api/books?status=completed')).json()).toEqual([]);

    const removed = await me.agent.delete(`/api/books/${book.id}`);
    expect(removed.json()).toEqual({ message: 'Book deleted' });
    expect((await me.agent.get(`/api/books/${book.id}`)).statusCode).toBe(404);
    expect((await me.agent.delete(`/api/books/${book.id}`)).statusCode).toBe(404);
  });

  it('pages the list newest first with a cursor', async () => {
    const me = await signUp(t.app);
    const added: Book[] = [];
    for (const title of ['One', 'Two', 'Three']) added.push(await add(me, { title }));
    const first = await me.agent.get('/api/books?limit=2');
    expect(first.json<Book[]>().map((b) => b.title)).toEqual(['Three', 'Two']);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await me.agent.get(`/api/books?limit=2&cursor=${cursor}`);
    expect(second.json<Book[]>().map((b) => b.title)).toEqual(['One']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    await expect400(await me.agent.get('/api/books?cursor=junk'), 'cursor');
  });
});

describe('book rules', () => {
  it('refuses bad input with 400s naming the field', async () => {
    const me = await signUp(t.app);
    await expect400(await me.agent.post('/api/books', {}), 'title');
    await expect400(await me.agent.post('/api/books', { title: '' }), 'title');
    await expect400(await me.agent.post('/api/books', { title: 'X', rating: 6 }), 'rating');
    await expect400(await me.agent.post('/api/books', { title: 'X', status: 'done' }), 'status');
    await expect400(await me.agent.post('/api/books', { title: 'X', totalPages: 0 }), 'totalPages');
    await expect400(await me.agent.post('/api/books', { libraryId: 'no-such-book' }), 'libraryId');
    await expect400(
      await me.agent.post('/api/books', { title: 'X', startedAt: '2026-03-02', finishedAt: '2026-03-01' }),
      'finishedAt',
    );
    await expect400(await me.agent.get('/api/books?status=lost'), 'status');
  });

  it('never lets pages read pass the total pages', async () => {
    const me = await signUp(t.app);
    await expect400(
      await me.agent.post('/api/books', { title: 'X', totalPages: 100, pagesRead: 101 }),
      'pagesRead',
    );
    const book = await add(me, { title: 'X', totalPages: 100, pagesRead: 50 });
    await expect400(await me.agent.patch(`/api/books/${book.id}`, { pagesRead: 101 }), 'pagesRead');
    // Shrinking the total below the pages already read is refused too.
    const shrink = await me.agent.patch(`/api/books/${book.id}`, { totalPages: 40 });
    await expect400(shrink, 'pagesRead');
    expect(shrink.json()).toMatchObject({ code: 'books.pagesBeyondTotal' });
    expect((await me.agent.get(`/api/books/${book.id}`)).json()).toMatchObject({
      pagesRead: 50,
      totalPages: 100,
    });
  });

  it('completing a book sets its finish date (the user’s today) and reads every page', async () => {
    const me = await signUp(t.app);
    await me.agent.patch('/api/auth/user', { timezone: 'Pacific/Auckland' });
    t.clock.set(new Date('2026-03-10T13:00:00Z')); // already 11 March in Auckland
    const book = await add(me, { title: 'X', totalPages: 300, pagesRead: 20, status: 'reading' });
    const done = await me.agent.patch(`/api/books/${book.id}`, { status: 'completed' });
    expect(done.json()).toMatchObject({ status: 'completed', pagesRead: 300, finishedAt: '2026-03-11' });

    const given = await add(me, { title: 'Y', status: 'completed', finishedAt: '2026-02-01' });
    expect(given).toMatchObject({ finishedAt: '2026-02-01', pagesRead: 0, totalPages: null });

    // Back to reading: the finish date goes.
    const back = await me.agent.patch(`/api/books/${book.id}`, { status: 'reading' });
    expect(back.json()).toMatchObject({ status: 'reading', finishedAt: null, pagesRead: 300 });
  });

  it('adds a recommended book once: the second add is a 409 with a code', async () => {
    const me = await signUp(t.app);
    const book = await add(me, { libraryId: 'deep-work' });
    expect(book).toMatchObject({ title: 'Deep Work', author: 'Cal Newport', libraryId: 'deep-work' });
    const again = await me.agent.post('/api/books', { libraryId: 'deep-work' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'books.alreadyOnList' });

    const recommended = (await me.agent.get('/api/books/recommended')).json<RecommendedBook[]>();
    expect(recommended).toHaveLength(bookLibrary.length);
    expect(recommended.find((r) => r.id === 'deep-work')?.bookId).toBe(book.id);
    expect(recommended.filter((r) => r.bookId !== null)).toHaveLength(1);

    // Another user may add it too; deleting frees it again.
    const other = await signUp(t.app);
    await add(other, { libraryId: 'deep-work' });
    await me.agent.delete(`/api/books/${book.id}`);
    await add(me, { libraryId: 'deep-work' });
  });

  it('summarises the yearly goal with the books finished this year', async () => {
    const me = await signUp(t.app);
    await me.agent.patch('/api/auth/user', { preferences: { readingGoal: 12 } });
    await add(me, { title: 'Last year', status: 'completed', finishedAt: '2025-12-30' });
    await add(me, { title: 'This year', status: 'completed', finishedAt: '2026-01-05' });
    await add(me, { libraryId: 'atomic-habits', status: 'completed' });
    await add(me, { title: 'Now', status: 'reading' });
    await add(me, { title: 'Later' });
    const summary = (await me.agent.get('/api/books/summary')).json<BookSummary>();
    expect(summary).toEqual({
      year: 2026,
      goal: 12,
      completedThisYear: 2,
      counts: { wantToRead: 1, reading: 1, completed: 3 },
    });
  });

  it('keeps books to their owner', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const book = await add(me, { title: 'Mine' });
    expect((await other.agent.get(`/api/books/${book.id}`)).statusCode).toBe(404);
    expect((await other.agent.patch(`/api/books/${book.id}`, { rating: 1 })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/books/${book.id}`)).statusCode).toBe(404);
    expect((await other.agent.get('/api/books')).json()).toEqual([]);
    expect((await me.agent.get(`/api/books/${book.id}`)).json()).toMatchObject({
      title: 'Mine',
      rating: null,
    });
  });
});
