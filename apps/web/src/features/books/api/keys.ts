import type { BookStatus } from '@track-grow/domain/books';

/** Query keys: the path first (SPEC.md 7), the parameters as a further part. */
export const booksKeys = {
  books: ['/api/books'] as const,
  /** One status's list, read a page at a time (x-next-cursor). */
  list: (status: BookStatus, limit: number) => ['/api/books', { status, limit }] as const,
  recommended: ['/api/books/recommended'] as const,
  summary: ['/api/books/summary'] as const,
};
