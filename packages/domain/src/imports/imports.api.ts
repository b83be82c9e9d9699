import { endpoint } from '../shared';
import { importSummarySchema } from '../transfer/transfer.schema';

/**
 * /api/import/loop and /api/import/daylio: a multipart upload (`file`, and the text fields of loopImportFields
 * and daylioImportFields) answered with the import summary; `dryRun` = "true" answers the preview, writing nothing.
 */
export const importsApi = {
  loop: endpoint('POST', '/api/import/loop', { multipart: true, output: importSummarySchema }),
  daylio: endpoint('POST', '/api/import/daylio', { multipart: true, output: importSummarySchema }),
} as const;
