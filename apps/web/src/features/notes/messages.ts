import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The domain's and server's English messages → keys of the notes namespace. */
const keys = new Map<string, string>([
  ['Keep the title under 200 characters', 'errors.titleTooLong'],
  ['The note is too long (100,000 characters at most)', 'errors.contentTooLong'],
  ['Write a title or some text', 'errors.empty'],
  ['A tag is at most 40 characters', 'errors.tagTooLong'],
  ['At most 20 tags', 'errors.tooManyTags'],
  ['Note not found', 'errors.notFound'],
]);

export function noteMessage(t: TFunction<'notes'>, message: string): string {
  const key = keys.get(message);
  return key ? t(key) : message;
}

/** A server error "field: message" split into its field and message. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (!message) return null;
  const match = /^([A-Za-z]+): ([\s\S]+)$/.exec(message);
  return match ? { field: match[1]!, message: match[2]! } : { field: 'form', message };
}

export function failureText(t: TFunction<'notes'>, error: unknown): string {
  const parsed = serverFieldError(error);
  return parsed ? noteMessage(t, parsed.message) : t('toasts.tryAgain');
}
