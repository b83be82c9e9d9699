import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/server-errors.ts';

/**
 * SPEC.md 8: an answer from the server shows its message (or the fallback when it has none);
 * anything thrown on the way (network down …) shows the "an error occurred" text.
 */
export function authErrorMessage(
  t: TFunction,
  error: unknown,
  keys: { fallback: string; thrown: string },
): string {
  if (error instanceof ApiError) return errorMessage(error, t(keys.fallback));
  return t(keys.thrown);
}
