import { isErrorCode } from '@track-grow/domain/shared';
import { i18n } from './i18n.ts';

/** What forms read of a zod issue: its message (a domain error code), else its kind and limit. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly origin?: string;
  readonly expected?: string;
  readonly input?: unknown;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
}
type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
export interface SafeParser<T> {
  safeParse(data: unknown): SafeParseResult<T>;
}

export type FieldErrors = Partial<Record<string, string>>;

const limit = (value: unknown) => (typeof value === 'bigint' ? String(value) : value);

/**
 * A field's message: the domain's error code when the schema gave one (translated where it shows), else a
 * sentence of the catalogue for the issue's kind, with its limit ("Keep it to 80 characters or fewer"), in
 * the user's language. zod's own English ("Too big: expected string to have <=80 characters") never shows.
 */
export function issueMessage(issue: Issue): string {
  if (isErrorCode(issue.message)) return issue.message;
  // Not zod's: a form's own parser (goal-sheet.tsx) gives a sentence of the catalogue already.
  if (issue.code === undefined) return issue.message;
  const t = (key: string, values: Record<string, unknown> = {}) => i18n.t(`validation.issue.${key}`, values);
  const text = issue.origin === 'string';
  const many = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'too_big':
      return t(text ? 'tooLong' : many ? 'tooMany' : 'tooLarge', { max: limit(issue.maximum) });
    case 'too_small':
      if (text)
        return limit(issue.minimum) === 1 ? t('required') : t('tooShort', { min: limit(issue.minimum) });
      return t(many ? 'tooFew' : 'tooSmall', { min: limit(issue.minimum) });
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return t('required');
      return t(issue.expected === 'number' || issue.expected === 'int' ? 'number' : 'value');
    case 'not_multiple_of':
      return t('wholeNumber');
    case 'invalid_format':
      return t('format');
    case 'invalid_value':
      return t('choose');
    default:
      return t('value');
  }
}

/**
 * Validates with a domain schema; on failure gives the first message per field (the field's error under it):
 * an error code from the domain, shown through lib/server-errors.ts's translateError, or issueMessage's sentence.
 */
export function validate<T>(
  schema: SafeParser<T>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issueMessage(issue);
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
    else {
      const issue = result.error.issues[0];
      errors[key] = issue ? issueMessage(issue) : i18n.t('validation.issue.value');
    }
  }
  return Object.keys(errors).length > 0 ? { data: null, errors } : { data, errors: null };
}
