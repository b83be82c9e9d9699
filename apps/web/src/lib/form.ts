import { authMessages } from '@track-grow/domain/auth';
import type { TFunction } from 'i18next';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
interface SafeParser<T> {
  safeParse(data: unknown): SafeParseResult<T>;
}

export type FieldErrors = Partial<Record<string, string>>;

/** Validates with a domain schema; on failure gives the first message per field (the field's error under it). */
export function validate<T>(
  schema: SafeParser<T>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * Validates chosen fields, each with its own schema (e.g. `updateUserInput.shape.firstName`): zod's `.pick()`
 * refuses objects with refinements, as the domain's partial-update schemas have.
 */
export function validateFields<K extends string>(
  fields: Record<K, SafeParser<unknown>>,
  values: Record<K, unknown>,
): { data: Record<K, unknown>; errors: null } | { data: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const data = {} as Record<K, unknown>;
  for (const key of Object.keys(fields) as K[]) {
    const result = fields[key].safeParse(values[key]);
    if (result.success) data[key] = result.data;
    else errors[key] = result.error.issues[0]?.message ?? 'Invalid value';
  }
  return Object.keys(errors).length > 0 ? { data: null, errors } : { data, errors: null };
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
