import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/form.ts';

/** The server's message in the user's language, else a general "could not save" line. */
export function profileErrorMessage(t: TFunction, error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message ? translateMessage(t, message) : t('profile.saveFailed');
}
