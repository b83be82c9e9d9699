import { z } from 'zod';
import { endpoint, resourceEndpoints } from '../shared';
import {
  bookListQuery,
  bookSchema,
  bookSummarySchema,
  createBookInput,
  recommendedBookSchema,
  updateBookInput,
} from './books.schema';

/** /api/books: the user's reading list, the built-in recommendations and the yearly goal's progress. */
export const booksApi = {
  ...resourceEndpoints('/api/books', {
    row: bookSchema,
    listQuery: bookListQuery,
    create: createBookInput,
    update: updateBookInput,
  }),
  recommended: endpoint('GET', '/api/books/recommended', { output: z.array(recommendedBookSchema) }),
  summary: endpoint('GET', '/api/books/summary', { output: bookSummarySchema }),
} as const;
