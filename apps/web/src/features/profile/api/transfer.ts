import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_MAX_FILE_BYTES } from '@track-grow/domain/imports';
import { importsApi } from '@track-grow/domain/imports/api';
import { importSummarySchema, type ImportSummary } from '@track-grow/domain/transfer';
import { exportPath, transferApi } from '@track-grow/domain/transfer/api';
import { apiRequest, apiUpload } from '../../../lib/api-client.ts';
import { ALL_AREAS, invalidateAreas } from '../../../lib/query-keys.ts';

/** GET: every area's data as one JSON file (content-disposition: attachment), read by a download link. */
export const EXPORT_PATH = exportPath;
const IMPORT_PATHS = {
  trackGrow: transferApi.import.path,
  loop: importsApi.loop.path,
  daylio: importsApi.daylio.path,
} as const;

export type ImportSource = keyof typeof IMPORT_PATHS;

const MB = 1024 * 1024;
/** The largest file the page sends for each source (the server's limits); a larger one is refused before upload. */
export const maxImportMegabytes: Record<ImportSource, number> = {
  trackGrow: 50,
  loop: IMPORT_MAX_FILE_BYTES / MB,
  daylio: IMPORT_MAX_FILE_BYTES / MB,
};
export const maxImportBytes = (source: ImportSource): number => maxImportMegabytes[source] * MB;

/** Daylio's own mood names, each given a rating 1–5. */
export type MoodMap = Record<string, number>;

/** A name's rating; an own key only, as a mood may be named `constructor` or `__proto__`. */
export const ratingOf = (moodMap: MoodMap, name: string): number | undefined =>
  Object.hasOwn(moodMap, name) ? moodMap[name] : undefined;

/** One import call: a dry run (the preview, nothing written) or the real thing. */
export type ImportRequest =
  | { source: 'trackGrow'; document: unknown; dryRun: boolean }
  | { source: 'loop'; file: File; dryRun: boolean }
  | { source: 'daylio'; file: File; dryRun: boolean; moodMap: MoodMap };

/**
 * POST /api/import {document, dryRun} as JSON; POST /api/import/loop and /api/import/daylio as multipart
 * (`file`, `dryRun`, Daylio's `moodMap` as a JSON string). Each answers an ImportSummary.
 */
export async function sendImport(request: ImportRequest): Promise<ImportSummary> {
  const path = IMPORT_PATHS[request.source];
  let response: Response;
  if (request.source === 'trackGrow') {
    response = await apiRequest('POST', path, { document: request.document, dryRun: request.dryRun });
  } else {
    const form = new FormData();
    form.append('file', request.file);
    form.append('dryRun', String(request.dryRun));
    if (request.source === 'daylio') form.append('moodMap', JSON.stringify(request.moodMap));
    response = await apiUpload(path, form);
  }
  return importSummarySchema.parse(await response.json());
}

/** Sends an import; after a real one (not a dry run) every area's reads refresh, since any of them may have grown. */
export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendImport,
    onSuccess: (summary) => (summary.dryRun ? undefined : invalidateAreas(queryClient, ALL_AREAS)),
  });
}
