import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The domain's and server's English messages → keys of the mood namespace. */
const keys = new Map<string, string>([
  ['Pick how you feel', 'errors.rating'],
  ['Keep the note under 1000 characters', 'errors.noteTooLong'],
  ['Use a date like 2026-03-14', 'errors.dateFormat'],
  ['Date is required', 'errors.dateFormat'],
  ['This date does not exist', 'errors.dateInvalid'],
  ['Mood entry not found', 'errors.notFound'],
]);

export function moodMessage(t: TFunction<'mood'>, message: string): string {
  const key = keys.get(message);
  if (key) return t(key);
  // The server refuses days after the user's today.
  if (/future/i.test(message)) return t('errors.future');
  return message;
}

export function serverFieldError(error: unknown): { field: string; message: string } | null {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (!message) return null;
  const match = /^([A-Za-z]+): ([\s\S]+)$/.exec(message);
  return match ? { field: match[1]!, message: match[2]! } : { field: 'form', message };
}

export function failureText(t: TFunction<'mood'>, error: unknown): string {
  const parsed = serverFieldError(error);
  return parsed ? moodMessage(t, parsed.message) : t('toasts.tryAgain');
}
