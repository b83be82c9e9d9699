import multipart from '@fastify/multipart';
import { api, isErrorCode } from '@track-grow/domain';
import { daylioImportFields, IMPORT_MAX_FILE_BYTES, loopImportFields } from '@track-grow/domain/imports';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { route } from '../../lib/route';
import { loggableError } from '../../plugins/errors';
import type { AreaDeps } from '../areas';
import { ImportRefusal, importDaylio, importLoop } from './service';

const FILE_FIELD = 'file';

/**
 * Reads a multipart upload: one file in `file` (at most IMPORT_MAX_FILE_BYTES: more is a 413) and the text
 * fields the schema names, in any order.
 */
async function readUpload<S extends z.ZodType<object, Record<string, string | undefined>>>(
  request: FastifyRequest,
  fields: S,
): Promise<{ file: Uint8Array; fields: z.output<S> }> {
  if (!request.isMultipart()) throw new ImportRefusal(400, 'imports.formInvalid');
  const values: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file) throw new ImportRefusal(400, 'imports.formInvalid');
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    const code = (error as { code?: string }).code;
    // The client went away mid-upload (a closed tab, a lost network): nothing broke here.
    if (request.raw.readableAborted || ['ECONNRESET', 'FST_MP_PREMATURE_CLOSE'].includes(code ?? ''))
      request.log.info({ err: loggableError(error) }, 'upload aborted by the client');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ImportRefusal(413, 'imports.fileTooLarge');
    throw new ImportRefusal(400, 'imports.formInvalid');
  }
  if (!file || file.length === 0) throw new ImportRefusal(400, 'imports.fileMissing');
  const parsed = fields.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    throw new ImportRefusal(400, isErrorCode(message) ? message : 'imports.formInvalid');
  }
  return { file, fields: parsed.data };
}

export const importsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 32 * 1024 },
  });

  route(app, api.imports.loop, async ({ user, request }) => {
    const upload = await readUpload(request, loopImportFields);
    return importLoop(deps, user, upload.file, upload.fields.dryRun ?? false);
  });

  route(app, api.imports.daylio, async ({ user, request }) => {
    const upload = await readUpload(request, daylioImportFields);
    return importDaylio(deps, user, upload.file, {
      dryRun: upload.fields.dryRun ?? false,
      moodMap: upload.fields.moodMap,
    });
  });
};
