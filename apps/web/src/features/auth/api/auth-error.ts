import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/form.ts';

/**
 * SPEC.md 8: an answer from the server shows its message (or the fallback when it has none);
 * anything thrown on the way (network down …) shows the "an error occurred" text.
 */
export function authErrorMessage(
  t: TFunction,
  error: unknown,
  keys: { fallback: string; thrown: string },
): string {
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    return message ? translateMessage(t, message) : t(keys.fallback);
  }
  return t(keys.thrown);
}
