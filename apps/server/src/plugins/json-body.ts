import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withWellFormedText } from '@track-grow/domain/shared';

/** A `\uD800`…`\uDFFF` escape: only then can the parsed value hold a lone surrogate (bytes decode to U+FFFD). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * JSON bodies, where an empty body means `{}`: the web client sends a JSON content type on every request
 * (SPEC.md 7), including bodyless POSTs such as logout. Lone surrogates become U+FFFD here, once for every
 * route (the import's document too): `jsonb` refuses them, and a `text` column would store U+FFFD anyway.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      const value = JSON.parse(text) as unknown;
      done(null, SURROGATE_ESCAPE.test(text) ? withWellFormedText(value) : value);
    } catch {
      done(
        Object.assign(new SyntaxError('The request body is not valid JSON'), { statusCode: 400 }),
        undefined,
      );
    }
  });
});
