import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/server-errors.ts';

/** The server's error in the user's language, else a general "could not save" line. */
export function profileErrorMessage(t: TFunction, error: unknown): string {
  return errorMessage(error, t('profile.saveFailed'));
}
