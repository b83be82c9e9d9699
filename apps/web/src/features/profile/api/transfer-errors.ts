import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { serverErrorOf } from '../../../lib/server-errors.ts';
import { maxImportMegabytes, type ImportSource } from './transfer.ts';

/** A failed import as the user reads it: one line, and the document's problems when the server listed them. */
export interface ImportFailure {
  message: string;
  details: string[];
}

const MAX_DETAILS = 5;

/**
 * 400: the server's message (a bad document) with its first issues; 413: the file is too large; any other
 * answer (a 404 where the server has no import, a 500, no network): the import could not run.
 */
export function importFailure(
  t: TFunction<'profileData'>,
  error: unknown,
  source: ImportSource,
): ImportFailure {
  if (error instanceof ApiError && error.status === 413)
    return { message: t('problems.serverTooLarge', { size: maxImportMegabytes[source] }), details: [] };
  const body = serverErrorOf(error);
  if (error instanceof ApiError && error.status === 400 && body) {
    const issues = body.issues ?? [];
    const details = issues
      .slice(0, MAX_DETAILS)
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
    if (issues.length > MAX_DETAILS)
      details.push(t('problems.moreIssues', { count: issues.length - MAX_DETAILS }));
    return { message: body.message, details };
  }
  if (error instanceof ApiError)
    return { message: t('problems.failedStatus', { status: error.status }), details: [] };
  return { message: t('problems.failed'), details: [] };
}
