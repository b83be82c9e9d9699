import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ExportDocument } from '@track-grow/domain/transfer';
import { errorCodes } from 'fastify';
import { ValidationFailure } from '../../plugins/errors';
import { documentPieces, type DocumentPiece } from './document-pieces';

/** A body up to this size is read right here (a few milliseconds); a larger one in a worker thread. */
export const INLINE_BODY_BYTES = 256 * 1024;

/**
 * The pieces of a large body, from a worker thread that parses and checks it: JSON.parse and the schema of a
 * 50 MB document would hold the event loop for seconds. One piece is asked for at a time, so taking them in
 * never holds the loop long either.
 */
async function* piecesFromWorker(body: Uint8Array): AsyncGenerator<DocumentPiece> {
  // A body that owns its memory moves to the worker rather than being copied (50 MB would take a while).
  const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  const worker = new Worker(new URL('./document-worker.mjs', import.meta.url), {
    workerData: body,
    transferList: owned ? [body.buffer as ArrayBuffer] : [],
  });
  const exited = once(worker, 'exit').then(([code]) => {
    throw new Error(`the import body reader stopped (exit code ${String(code)})`);
  });
  exited.catch(() => undefined);
  try {
    for (;;) {
      worker.postMessage('next');
      const [piece] = (await Promise.race([once(worker, 'message'), exited])) as [
        DocumentPiece | { kind: 'end' },
      ];
      if (piece.kind === 'end') return;
      yield piece;
    }
  } finally {
    await worker.terminate();
  }
}

export interface ImportBody {
  document: ExportDocument;
  dryRun: boolean;
}

/**
 * The checked POST /api/import body: 400 when it is not JSON, or when the document fails its schema (its issues
 * answered as a validation 400 is).
 */
export async function readImportBody(body: Buffer): Promise<ImportBody> {
  const pieces = body.length <= INLINE_BODY_BYTES ? documentPieces(body) : piecesFromWorker(body);
  let input: ImportBody | undefined;
  for await (const piece of pieces) {
    switch (piece.kind) {
      case 'notJson':
        throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
      case 'issues':
        throw new ValidationFailure(piece.issues);
      case 'head':
        input = { document: piece.document, dryRun: piece.dryRun };
        break;
      case 'rows':
        (input!.document[piece.collection] as unknown[]).push(...piece.rows);
        break;
    }
  }
  if (!input) throw new Error('the import body reader answered nothing');
  return input;
}
