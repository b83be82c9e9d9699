import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The domain's and server's English messages → keys of the tasks namespace. */
const keys = new Map<string, string>([
  ['Title is required', 'errors.titleRequired'],
  ['Keep the title under 200 characters', 'errors.titleTooLong'],
  ['Keep notes under 5000 characters', 'errors.notesTooLong'],
  ['Pick a date for the time', 'errors.timeNeedsDate'],
  ['A repeating task needs a due date', 'errors.repeatNeedsDate'],
  ['Use a time like 07:30', 'errors.timeFormat'],
  ['Use a date like 2026-03-14', 'errors.dateFormat'],
  ['Date is required', 'errors.dateFormat'],
  ['This date does not exist', 'errors.dateInvalid'],
  ['A tag is at most 40 characters', 'errors.tagTooLong'],
  ['At most 20 tags', 'errors.tooManyTags'],
  ['Type a task', 'errors.typeATask'],
  ['Keep it under 500 characters', 'errors.quickTooLong'],
  ['Say what to do as well as when, like “call mom tomorrow”', 'errors.quickNoTitle'],
  ['Task not found', 'errors.notFound'],
]);

/** A message in the user's language when the catalogue knows it. */
export function taskMessage(t: TFunction<'tasks'>, message: string): string {
  const key = keys.get(message);
  return key ? t(key) : message;
}

/** A server error "field: message" (HTTP 400 with the field's path) split into its field and message. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (!message) return null;
  const match = /^([A-Za-z]+): ([\s\S]+)$/.exec(message);
  return match ? { field: match[1]!, message: match[2]! } : { field: 'form', message };
}

/** The toast text of a failed request: the server's message when it has one, else a general line. */
export function failureText(t: TFunction<'tasks'>, error: unknown): string {
  const parsed = serverFieldError(error);
  return parsed ? taskMessage(t, parsed.message) : t('toasts.tryAgain');
}
