import { maxImportBytes, type ImportRequest, type ImportSource, type MoodMap } from './api/transfer.ts';

/** Why a picked file is not sent: too big, not readable, not JSON, or JSON that is no export document. */
export type FileProblem = 'tooLarge' | 'unreadable' | 'notJson' | 'notExport';

/** A picked file ready to send: builds the dry run and the real import from the same contents. */
export type ReadImportFile =
  | { ok: true; request: (dryRun: boolean, moodMap: MoodMap) => ImportRequest }
  | { ok: false; problem: FileProblem };

/**
 * Checks a picked file in the browser before anything goes to the server: the size for every source, and for
 * a Track. Grow. export that it parses as a JSON object (the server validates the rest). Loop's zip and
 * Daylio's CSV go as they are.
 */
export async function readImportFile(source: ImportSource, file: File): Promise<ReadImportFile> {
  if (file.size > maxImportBytes(source)) return { ok: false, problem: 'tooLarge' };
  switch (source) {
    case 'trackGrow': {
      let text: string;
      try {
        text = await file.text();
      } catch {
        return { ok: false, problem: 'unreadable' };
      }
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch {
        return { ok: false, problem: 'notJson' };
      }
      if (typeof document !== 'object' || document === null || Array.isArray(document))
        return { ok: false, problem: 'notExport' };
      return { ok: true, request: (dryRun) => ({ source, document, dryRun }) };
    }
    case 'loop':
      return { ok: true, request: (dryRun) => ({ source, file, dryRun }) };
    case 'daylio':
      return { ok: true, request: (dryRun, moodMap) => ({ source, file, dryRun, moodMap }) };
  }
}
