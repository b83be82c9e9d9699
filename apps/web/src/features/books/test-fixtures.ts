import { bookLibrary, type Book, type BookSummary, type RecommendedBook } from '@track-grow/domain/books';
import { booksApi } from '@track-grow/domain/books/api';
import { makeUser, mockApi, type MockRoute } from '../../test/api-mock.ts';

export const NOW = new Date('2026-03-20T10:00:00Z');
export const TODAY = '2026-03-20';
export const user = makeUser({ timezone: 'UTC' });

let counter = 0;
const id = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

export const makeBook = (overrides: Partial<Book> = {}): Book => ({
  id: id(),
  title: 'Deep Work',
  author: 'Cal Newport',
  status: 'reading',
  totalPages: 300,
  pagesRead: 120,
  rating: null,
  startedAt: '2026-03-01',
  finishedAt: null,
  notes: null,
  libraryId: 'deep-work',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

export const makeSummary = (overrides: Partial<BookSummary> = {}): BookSummary => ({
  year: 2026,
  goal: 12,
  completedThisYear: 3,
  counts: { wantToRead: 0, reading: 1, completed: 3 },
  ...overrides,
});

export const recommended = (onList: Record<string, string> = {}): RecommendedBook[] =>
  bookLibrary.map((b) => ({ ...b, bookId: onList[b.id] ?? null }));

/** The books screen's reads answered from fixtures (every list answers `books` of its status). */
export function mockBooksApi({
  books = [],
  summary = makeSummary(),
  extra = [],
}: { books?: Book[]; summary?: BookSummary; extra?: readonly MockRoute[] } = {}) {
  return mockApi([
    [
      booksApi.list,
      ({ url }) => ({
        body: books.filter((b) => b.status === url.searchParams.get('status')),
      }),
    ],
    [booksApi.summary, { body: summary }],
    [
      booksApi.recommended,
      {
        body: recommended(
          Object.fromEntries(books.flatMap((b) => (b.libraryId ? [[b.libraryId, b.id]] : []))),
        ),
      },
    ],
    [booksApi.create, ({ body }) => ({ status: 201, body: makeBook(body as Partial<Book>) })],
    ...extra,
  ]);
}
