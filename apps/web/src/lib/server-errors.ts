import { errorText, isErrorCode } from '@track-grow/domain/shared';
import { ApiError, isOfflineError } from './api-client.ts';
import { i18n } from './i18n.ts';

/**
 * The one place error codes from the domain become the user's language: `errorCodes.<code>` of the app
 * catalogue. A code the catalogue lacks shows its English text; a message that is no code shows as it came.
 */
export function translateError(codeOrMessage: string): string {
  if (isErrorCode(codeOrMessage)) {
    const key = `errorCodes.${codeOrMessage}`;
    return i18n.exists(key) ? i18n.t(key) : errorText(codeOrMessage);
  }
  return codeOrMessage;
}

interface ErrorBody {
  message: string;
  code?: string;
  issues?: { path: string; message: string; code?: string }[];
}

/** The server's JSON error answer `{message, code?, issues?}`, when the error is one. */
export function serverErrorOf(error: unknown): ErrorBody | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body: unknown = JSON.parse(error.body);
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
    )
      return body as ErrorBody;
  } catch {
    // Not JSON: no server error body.
  }
  return undefined;
}

/** SPEC: a write made offline is not sent; the form keeps what the user typed. Undefined for other errors. */
export function offlineMessage(error: unknown): string | undefined {
  return isOfflineError(error) ? i18n.t('offline.notSaved') : undefined;
}

/**
 * A failed call in the user's language (for a toast): "offline, not saved" when it never reached the server,
 * else its code translated, else its message, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const offline = offlineMessage(error);
  if (offline) return offline;
  const body = serverErrorOf(error);
  if (!body) return fallback;
  const code = body.code ?? body.issues?.[0]?.code;
  return isErrorCode(code) ? translateError(code) : body.message;
}

/**
 * The field a failed call is about and its code (or message), to show under that field: the first issue of
 * the answer (`field` is its path's first part), else the whole error as `form`. Null when the server sent none.
 */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  const body = serverErrorOf(error);
  if (!body) return null;
  const issue = body.issues?.[0];
  if (issue?.path)
    return {
      field: issue.path.split('.')[0]!,
      message: isErrorCode(issue.code) ? issue.code : issue.message,
    };
  return { field: 'form', message: isErrorCode(body.code) ? body.code : body.message };
}

/** The error's code in the user's language when the server named one the domain knows, else undefined. */
export function codedErrorMessage(error: unknown): string | undefined {
  const body = serverErrorOf(error);
  const code = body?.code ?? body?.issues?.[0]?.code;
  return isErrorCode(code) ? translateError(code) : undefined;
}
