interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
export interface SafeParser<T> {
  safeParse(data: unknown): SafeParseResult<T>;
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Validates with a domain schema; on failure gives the first message per field (the field's error under it):
 * an error code from the domain, shown through lib/server-errors.ts's translateError.
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
