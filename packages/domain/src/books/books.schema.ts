import { z } from 'zod';
import { code } from '../shared/errors';
import { dateString, uuid } from '../shared/primitives';
import { bookTopics, libraryBook } from './library';

/** SPEC.md 3: a book's status; completed books count towards the yearly goal and the books_read widget. */
export const bookStatuses = ['wantToRead', 'reading', 'completed'] as const;
export type BookStatus = (typeof bookStatuses)[number];

/** A user's book as the server answers it (DESIGN.md 3). `libraryId` is the recommended book it came from. */
export const bookSchema = z.object({
  id: uuid,
  title: z.string(),
  author: z.string().nullable(),
  status: z.enum(bookStatuses),
  totalPages: z.number().int().nullable(),
  pagesRead: z.number().int(),
  rating: z.number().int().nullable(),
  startedAt: dateString.nullable(),
  finishedAt: dateString.nullable(),
  notes: z.string().nullable(),
  libraryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

const noNul = (text: string) => !text.includes('\u0000');
const pages = (error: 'books.totalPages' | 'books.pagesRead', min: number) =>
  z
    .number({ error: code(error) })
    .int(code(error))
    .min(min, code(error))
    .max(100_000, code(error));

const bookFields = {
  title: z
    .string({ error: code('books.titleRequired') })
    .trim()
    .min(1, code('books.titleRequired'))
    .max(300, code('books.titleTooLong'))
    .refine(noNul, code('books.titleRequired')),
  author: z
    .string()
    .trim()
    .max(200, code('books.authorTooLong'))
    .refine(noNul, code('books.authorTooLong'))
    .nullable(),
  status: z.enum(bookStatuses, { error: code('books.status') }),
  totalPages: pages('books.totalPages', 1).nullable(),
  pagesRead: pages('books.pagesRead', 0),
  rating: z
    .number({ error: code('books.rating') })
    .int(code('books.rating'))
    .min(1, code('books.rating'))
    .max(5, code('books.rating'))
    .nullable(),
  startedAt: dateString.nullable(),
  finishedAt: dateString.nullable(),
  notes: z
    .string()
    .max(5000, code('books.notesTooLong'))
    .refine(noNul, code('books.notesTooLong'))
    .nullable(),
};

type Checked = {
  totalPages?: number | null | undefined;
  pagesRead?: number | undefined;
  startedAt?: string | null | undefined;
  finishedAt?: string | null | undefined;
};
/** The rules a body can be checked by alone; the server checks them again against the stored book. */
const checkPagesAndDates = (v: Checked, ctx: z.RefinementCtx) => {
  if (v.pagesRead != null && v.totalPages != null && v.pagesRead > v.totalPages)
    ctx.addIssue({ code: 'custom', message: code('books.pagesBeyondTotal'), path: ['pagesRead'] });
  if (v.startedAt && v.finishedAt && v.finishedAt < v.startedAt)
    ctx.addIssue({ code: 'custom', message: code('books.finishBeforeStart'), path: ['finishedAt'] });
};

/**
 * POST /api/books: either a recommended book (`libraryId`; title and author come from the library unless
 * given) or one added by hand (`title` required). Status defaults to want to read.
 */
export const createBookInput = z
  .object({
    libraryId: z
      .string({ error: code('books.unknownLibraryBook') })
      .refine((id) => libraryBook(id) !== undefined, code('books.unknownLibraryBook'))
      .optional(),
    title: bookFields.title.optional(),
    author: bookFields.author.optional(),
    status: bookFields.status.default('wantToRead'),
    totalPages: bookFields.totalPages.optional(),
    pagesRead: bookFields.pagesRead.optional(),
    rating: bookFields.rating.optional(),
    startedAt: bookFields.startedAt.optional(),
    finishedAt: bookFields.finishedAt.optional(),
    notes: bookFields.notes.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.libraryId === undefined && v.title === undefined)
      ctx.addIssue({ code: 'custom', message: code('books.titleRequired'), path: ['title'] });
    checkPagesAndDates(v, ctx);
  });
export type CreateBookInput = z.input<typeof createBookInput>;

export const updateBookInput = z
  .object(bookFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'))
  .superRefine(checkPagesAndDates);
export type UpdateBookInput = z.input<typeof updateBookInput>;

/** GET /api/books: the user's books, newest added first, optionally of one status; keyset pages. */
export const bookListQuery = z.object({
  status: z.enum(bookStatuses, { error: code('books.status') }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  cursor: z.string().max(200).optional(),
});
export type BookListQuery = z.infer<typeof bookListQuery>;

/** GET /api/books/recommended: each library book, with the id of the user's copy when it is on their list. */
export const recommendedBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  year: z.number().int(),
  topic: z.enum(bookTopics),
  summary: z.string(),
  bookId: uuid.nullable(),
});
export type RecommendedBook = z.infer<typeof recommendedBookSchema>;

/** GET /api/books/summary: the yearly goal (profile preference) and the books finished this year. */
export const bookSummarySchema = z.object({
  year: z.number().int(),
  goal: z.number().int().nullable(),
  completedThisYear: z.number().int(),
  counts: z.object({ wantToRead: z.number().int(), reading: z.number().int(), completed: z.number().int() }),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;
