import { authMessages } from '@track-grow/domain';
import type { TFunction } from 'i18next';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
interface SafeParser<T> {
  safeParse(data: unknown): SafeParseResult<T>;
}

export type FieldErrors = Partial<Record<string, string>>;

/** Validates with a domain schema; on failure gives the first message per field (the field's error under it). */
export function validate<T>(schema: SafeParser<T>, values: unknown): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

const messageKeys = new Map<string, string>([
  ...Object.entries(authMessages).map(([key, message]) => [message, `validation.${key}`] as const),
  ['Between 00:00 and 04:00', 'validation.dayStartRange'],
  ['Choose one of the offered images', 'validation.profileImage'],
  ['Keep it under 80 characters', 'validation.nameTooLong'],
  ['Invalid email or password', 'serverMessages.invalidCredentials'],
  ['An account with this email already exists', 'serverMessages.emailTaken'],
  ['This reset link is invalid or has expired', 'serverMessages.resetLinkInvalid'],
  ['This reset link is invalid', 'serverMessages.resetLinkInvalid'],
  ['Current password is incorrect', 'serverMessages.currentPasswordIncorrect'],
]);

/** Domain and server messages are English; show them in the user's language when the catalogue knows them. */
export function translateMessage(t: TFunction, message: string): string {
  const key = messageKeys.get(message);
  return key ? t(key) : message;
}
