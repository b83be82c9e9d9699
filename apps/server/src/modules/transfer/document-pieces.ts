import { parseWellFormedJson } from '@track-grow/domain/shared';
import {
  exportCollectionNames,
  importDocumentInput,
  type ExportCollection,
  type ExportDocument,
} from '@track-grow/domain/transfer';

/** Rows a piece carries: small enough that the event loop takes one in a few milliseconds. */
const PIECE_ROWS = 1000;

/**
 * What reading a POST /api/import body answers, piece by piece: a body that is not JSON, the issues of a
 * document that fails its schema, or the checked document (its settings first, then its rows a piece at a time).
 */
export type DocumentPiece =
  | { kind: 'notJson' }
  | { kind: 'issues'; issues: { path: PropertyKey[]; message: string }[] }
  | { kind: 'head'; document: ExportDocument; dryRun: boolean }
  | { kind: 'rows'; collection: ExportCollection; rows: ExportDocument[ExportCollection] };

/** Parses and checks the body (importDocumentInput), then hands it out in pieces. */
export function* documentPieces(body: Uint8Array): Generator<DocumentPiece, void, void> {
  let json: unknown;
  try {
    const text = new TextDecoder().decode(body);
    // Lone surrogates become U+FFFD, as in every other JSON body (plugins/json-body.ts): `jsonb` refuses them.
    json = text.trim() === '' ? {} : parseWellFormedJson(text);
  } catch {
    yield { kind: 'notJson' };
    return;
  }
  const result = importDocumentInput.safeParse(json);
  if (!result.success) {
    // The path and code only: an issue's input may be the whole document.
    const issues = result.error.issues.map(({ path, message }) => ({ path, message }));
    yield { kind: 'issues', issues };
    return;
  }
  const { document, dryRun } = result.data;
  const empty = Object.fromEntries(exportCollectionNames.map((name) => [name, []]));
  yield { kind: 'head', document: { ...document, ...empty }, dryRun };
  for (const collection of exportCollectionNames)
    for (let i = 0; i < document[collection].length; i += PIECE_ROWS)
      yield { kind: 'rows', collection, rows: document[collection].slice(i, i + PIECE_ROWS) };
}
