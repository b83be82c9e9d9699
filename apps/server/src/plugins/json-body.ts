import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseWellFormedJson } from '@track-grow/domain/shared';

/**
 * JSON bodies, where an empty body means `{}`: the web client sends a JSON content type on every request
 * (SPEC.md 7), including bodyless POSTs such as logout. Lone surrogates become U+FFFD here, once for every
 * route (the import's own reader does the same): `jsonb` refuses them, and a `text` column stores U+FFFD anyway.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, parseWellFormedJson(text));
    } catch {
      done(
        Object.assign(new SyntaxError('The request body is not valid JSON'), { statusCode: 400 }),
        undefined,
      );
    }
  });
});
