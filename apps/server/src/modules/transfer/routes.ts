import { Readable } from 'node:stream';
import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { todayFor } from '../../lib/user-day';
import { readImportBody } from './import-body';
import type { TransferDeps } from './service';
import * as transfer from './service';

const t = api.transfer;

/** An export of many years is a few MB; the cap leaves room for it and refuses anything absurd with a 413. */
export const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

// The import's body is parsed and checked by readImportBody (in a worker when large), not on the route.
const importEndpoint = { ...t.import, body: undefined };

export const transferRoutes: FastifyPluginAsyncZod<TransferDeps> = async (app, deps) => {
  // This plugin's routes take JSON as bytes: only the import has a body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  route(app, t.export, async ({ user, reply }) => {
    const filename = `track-grow-export-${todayFor(user, deps.clock)}.json`;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from(transfer.exportDocument(deps, user.id), { objectMode: false }));
  });

  route(app, importEndpoint, { bodyLimit: IMPORT_BODY_LIMIT }, async ({ user, request }) => {
    const { document, dryRun } = await readImportBody(request.body as Buffer);
    return transfer.importDocument(deps, user.id, document, dryRun);
  });
};
