import { endpoint } from '../shared/endpoint';
import { importDocumentInput } from './export-migrations';
import { importSummarySchema } from './transfer.schema';

/** Everything the user owns as one versioned JSON file, and that file back into the signed-in account. */
export const transferApi = {
  /** Answers the export document (export-document.schema.ts) as a JSON attachment, streamed. */
  export: endpoint('GET', '/api/export', {}),
  import: endpoint('POST', '/api/import', { body: importDocumentInput, output: importSummarySchema }),
};

/** `GET /api/export` answers a file: a link's href rather than a JSON call. */
export const exportPath = transferApi.export.path;
