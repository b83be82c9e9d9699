import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nulPath } from '@track-grow/domain/shared';
import { HttpError } from './errors';

/**
 * No string holding U+0000 reaches a handler: PostgreSQL text cannot store it, so it would be a 500 (and a
 * logged query). One hook before validation covers the body, query and params of every route, present and
 * future, where a refinement would have to be on every text field of every schema.
 */
export const noNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // Parsed params and queries are not plain objects (fast-querystring's prototype): walk plain copies.
    const found =
      nulPath({ ...(request.params as object) }) ??
      nulPath({ ...(request.query as object) }) ??
      nulPath(request.body);
    if (found) throw new HttpError(400, 'shared.nulCharacter', found.join('.') || undefined);
  });
});
