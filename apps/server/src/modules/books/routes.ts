import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { BooksDeps } from './service';
import * as books from './service';

const a = api.books;

export const booksRoutes: FastifyPluginAsyncZod<BooksDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await books.listBooks(deps, user, query);
    return pageOf(reply, rows, limit, books.bookCursorOf);
  });

  route(app, a.create, async ({ user, body }) => books.createBook(deps, user, body));

  // Static paths: they win over /:id in Fastify's router.
  route(app, a.recommended, async ({ user }) => books.recommendedBooks(deps, user));
  route(app, a.summary, async ({ user }) => books.bookSummary(deps, user));

  route(app, a.get, async ({ user, params }) => books.getBook(deps, user, params.id));

  route(app, a.update, async ({ user, params, body }) => books.updateBook(deps, user, params.id, body));

  route(app, a.remove, async ({ user, params }) => {
    await books.deleteBook(deps, user, params.id);
    return { message: 'Book deleted' };
  });
};
