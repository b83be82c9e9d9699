import { bookLibrary, type BookStatus } from '@track-grow/domain/books';
import { addDays } from '@track-grow/domain/shared';
import { createRandom } from './random';

/** A book as the demo inserts it (the table's columns, no user id). */
export interface DemoBook {
  title: string;
  author: string | null;
  status: BookStatus;
  totalPages: number | null;
  pagesRead: number;
  rating: number | null;
  startedAt: string | null;
  finishedAt: string | null;
  notes: string | null;
  libraryId: string | null;
  createdAt: Date;
}

/** A stream no other part of the demo uses: adding books changes none of the other rows. */
const BOOKS_STREAM = 103;
const NOTES = [
  'Worth rereading the middle chapters.',
  'Took three ideas into my week plan.',
  'A bit long, but the core idea stuck.',
  null,
  null,
];
/** Two books added by hand, not from the library. */
const OWN_BOOKS = [
  { title: 'The Hobbit', author: 'J. R. R. Tolkien', pages: 310 },
  { title: 'Project Hail Mary', author: 'Andy Weir', pages: 476 },
];

/**
 * A reader's last year: about one book a month finished (each read over two to five weeks, rated), two being
 * read now and a few from the library waiting on the list. The same list whatever the history's length;
 * deterministic for a seed.
 */
export function generateBooks(seed: number, today: string): DemoBook[] {
  const rnd = createRandom((seed ^ Math.imul(BOOKS_STREAM, 0x85ebca6b)) >>> 0);
  const shuffled = bookLibrary
    .map((b) => ({ b, k: rnd.next() }))
    .sort((x, y) => x.k - y.k)
    .map((x) => x.b);
  const books: DemoBook[] = [];
  const fromLibrary = (index: number) => shuffled[index % shuffled.length]!;

  // Twelve finished books, the last one finished about a week ago, walking back through the year.
  let finish = addDays(today, -rnd.int(5, 9));
  for (let i = 0; i < 12; i++) {
    const own = i === 4 || i === 9 ? OWN_BOOKS[i === 4 ? 0 : 1]! : null;
    const lib = own ? null : fromLibrary(i);
    const pages = own?.pages ?? rnd.int(18, 42) * 10;
    const start = addDays(finish, -rnd.int(14, 35));
    books.push({
      title: own?.title ?? lib!.title,
      author: own?.author ?? lib!.author,
      status: 'completed',
      totalPages: pages,
      pagesRead: pages,
      rating: rnd.pick([3, 4, 4, 4, 5, 5]),
      startedAt: start,
      finishedAt: finish,
      notes: rnd.pick(NOTES),
      libraryId: lib?.id ?? null,
      createdAt: new Date(`${addDays(start, -rnd.int(1, 20))}T20:00:00Z`),
    });
    finish = addDays(start, -rnd.int(1, 6));
  }
  // Two being read now.
  for (let i = 12; i < 14; i++) {
    const lib = fromLibrary(i);
    const pages = rnd.int(20, 40) * 10;
    const start = addDays(today, -rnd.int(3, 20));
    books.push({
      title: lib.title,
      author: lib.author,
      status: 'reading',
      totalPages: pages,
      pagesRead: rnd.int(2, Math.floor(pages / 10) - 2) * 10,
      rating: null,
      startedAt: start,
      finishedAt: null,
      notes: null,
      libraryId: lib.id,
      createdAt: new Date(`${addDays(start, -2)}T20:00:00Z`),
    });
  }
  // Four waiting on the list.
  for (let i = 14; i < 18; i++) {
    const lib = fromLibrary(i);
    books.push({
      title: lib.title,
      author: lib.author,
      status: 'wantToRead',
      totalPages: null,
      pagesRead: 0,
      rating: null,
      startedAt: null,
      finishedAt: null,
      notes: null,
      libraryId: lib.id,
      createdAt: new Date(`${addDays(today, -rnd.int(1, 60))}T20:00:00Z`),
    });
  }
  return books.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
