import type { Book, BookStatus, CreateBookInput, UpdateBookInput } from '@track-grow/domain/books';

/** The sheet's fields as typed (strings; empty = not given). */
export interface BookFormValues {
  title: string;
  author: string;
  status: BookStatus;
  totalPages: string;
  pagesRead: string;
  rating: string;
  startedAt: string;
  finishedAt: string;
  notes: string;
}

export const newBookValues = (): BookFormValues => ({
  title: '',
  author: '',
  status: 'wantToRead',
  totalPages: '',
  pagesRead: '',
  rating: '',
  startedAt: '',
  finishedAt: '',
  notes: '',
});

export const bookValues = (book: Book): BookFormValues => ({
  title: book.title,
  author: book.author ?? '',
  status: book.status,
  totalPages: book.totalPages === null ? '' : String(book.totalPages),
  pagesRead: String(book.pagesRead),
  rating: book.rating === null ? '' : String(book.rating),
  startedAt: book.startedAt ?? '',
  finishedAt: book.finishedAt ?? '',
  notes: book.notes ?? '',
});

/** A number field: empty is null; anything else goes as a number (NaN for junk, which the schema refuses). */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const textOf = (text: string): string | null => (text.trim() === '' ? null : text);

/** Every field as the API takes it (nulls for empty fields). */
function payloadOf(values: BookFormValues) {
  return {
    title: values.title,
    author: textOf(values.author),
    status: values.status,
    totalPages: numberOf(values.totalPages),
    pagesRead: numberOf(values.pagesRead) ?? 0,
    rating: numberOf(values.rating),
    startedAt: textOf(values.startedAt),
    finishedAt: textOf(values.finishedAt),
    notes: textOf(values.notes),
  };
}

/** A new book: the fields left empty are left out. */
export function createPayload(values: BookFormValues): CreateBookInput {
  return Object.fromEntries(Object.entries(payloadOf(values)).filter(([, value]) => value !== null));
}

/** An edit: only the fields that changed, so the server's rules (a finish date by status) see what the user did. */
export function updatePayload(book: Book, values: BookFormValues): UpdateBookInput {
  const before = payloadOf(bookValues(book));
  const after = payloadOf(values);
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => before[key as keyof typeof before] !== value),
  );
}
