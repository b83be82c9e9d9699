import { z } from 'zod';
import { code } from './errors';

/** A calendar day, 'yyyy-MM-dd', that exists (no 2026-02-30). Never passes through a UTC timestamp. */
export const dateString = z
  .string({ error: code('shared.dateRequired') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: code('shared.dateFormat'), abort: true })
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const probe = new Date(Date.UTC(y, m - 1, d));
    return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
  }, code('shared.dateInvalid'));
export type DateString = z.infer<typeof dateString>;

/** A time of day, 'HH:mm' (24 h). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, code('shared.timeFormat'));

/** A step of a path, linked to its parent: a deep walk shares its prefixes instead of copying them. */
interface PathStep {
  parent: PathStep | undefined;
  key: string | number;
}

const pathOf = (step: PathStep | undefined, base: (string | number)[]): (string | number)[] => {
  const keys: (string | number)[] = [];
  for (let at = step; at; at = at.parent) keys.unshift(at.key);
  return [...base, ...keys];
};

/**
 * The path of the first string or key anywhere in `value` holding U+0000, which PostgreSQL text cannot store.
 * Walks plain objects and arrays with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function nulPath(value: unknown, base: (string | number)[] = []): (string | number)[] | undefined {
  const pending: [unknown, PathStep | undefined][] = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(at, base);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], { parent: at, key: i }]);
    } else if (item !== null && typeof item === 'object') {
      const proto: unknown = Object.getPrototypeOf(item);
      if (proto !== Object.prototype && proto !== null) continue;
      const entries: [string, unknown][] = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        if (key.includes('\u0000')) return pathOf({ parent: at, key }, base);
        pending.push([inner, { parent: at, key }]);
      }
    }
  }
  return undefined;
}

export const uuid = z.uuid({ error: code('shared.invalidId') });

/** Bounded list reads (DESIGN.md 4): `from`/`to` dates, `limit`, and an opaque `cursor` for the next page. */
export const listQuery = z
  .object({
    from: dateString.optional(),
    to: dateString.optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: code('shared.fromAfterTo'),
    path: ['to'],
  });
export type ListQuery = z.infer<typeof listQuery>;

export const idParams = z.object({ id: uuid });

export const tagList = z
  .array(z.string().trim().min(1).max(40, code('shared.tagTooLong')))
  .max(20, code('shared.tooManyTags'))
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]);

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, code('shared.color'));
