// Reads a POST /api/import body off the main thread (import-body.ts), answering each message with its next piece.
// A worker does not inherit tsx's loader: it registers it before loading the TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { documentPieces } = await import('./document-pieces.ts');
const pieces = documentPieces(workerData);
parentPort.on('message', () => {
  const next = pieces.next();
  parentPort.postMessage(next.done ? { kind: 'end' } : next.value);
});
