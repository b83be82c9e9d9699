import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import type { BookStatus } from '@track-grow/domain/books';
import { getPage } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** How many books a page of a list holds. */
export const BOOKS_PAGE_SIZE = 20;

/** GET /api/books?status&limit, newest added first, a page at a time: the next page's cursor is x-next-cursor. */
export const booksQuery = (status: BookStatus, limit = BOOKS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: keyOf(booksApi.list, undefined, { status, limit }),
    queryFn: ({ pageParam }) => getPage(booksApi.list, { status, limit, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...dependsOn('books'),
  });

export const useBooks = (status: BookStatus) => useInfiniteQuery(booksQuery(status));
