import { z } from 'zod';
import { isDayInRange } from './day';
import { code, type ErrorCode } from './errors';

/**
 * A calendar day, 'yyyy-MM-dd', that exists (no 2026-02-30) and lies in FIRST_DAY..LAST_DAY. Never passes
 * through a UTC timestamp.
 */
export const dateString = z
  .string({ error: code('shared.dateRequired') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: code('shared.dateFormat'), abort: true })
  .refine(isDayInRange, { error: code('shared.dateRange'), abort: true })
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const probe = new Date(Date.UTC(y, m - 1, d));
    return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
  }, code('shared.dateInvalid'));
export type DateString = z.infer<typeof dateString>;

/** A calendar month, 'yyyy-MM', whose days lie in FIRST_DAY..LAST_DAY. */
export const yearMonthString = (error: ErrorCode) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: code(error), abort: true })
    .refine((month) => isDayInRange(`${month}-01`), code('shared.dateRange'));

/** An offset PostgreSQL takes: under ±16:00 (ISO 8601 and zod allow up to ±23:59). */
const offsetInRange = (value: string): boolean => {
  const offset = /[+-](\d{2}):?\d{2}$/.exec(value);
  return !offset || Number(offset[1]) < 16;
};

/**
 * An ISO 8601 instant ('2026-03-14T09:30:00Z', with `offset` also '…+01:00') whose date lies in
 * FIRST_DAY..LAST_DAY and whose offset PostgreSQL takes.
 */
export const instantString = ({ offset, error }: { offset: boolean; error?: ErrorCode }) =>
  z.iso
    .datetime({ offset, ...(error ? { error: code(error) } : {}) })
    .refine((value) => isDayInRange(value) && offsetInRange(value), code('shared.dateRange'));

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

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with each lone surrogate replaced by U+FFFD, as a `text` column stores it (`jsonb` refuses it). */
export const wellFormedText = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * A parsed JSON value with lone surrogates replaced by U+FFFD in every string and key, in place (objects and
 * arrays are the parser's own). Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function withWellFormedText(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  const pending: unknown[] = [value];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (item === null || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      const text = typeof inner === 'string' ? wellFormedText(inner) : inner;
      const cleanKey = wellFormedText(key);
      if (cleanKey !== key) delete record[key];
      // Defined, not assigned: a key such as `__proto__` stays a plain field.
      if (cleanKey !== key || text !== inner)
        Object.defineProperty(record, cleanKey, {
          value: text,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      if (typeof text === 'object') pending.push(text);
    }
  }
  return value;
}

/** A `\uD800`…`\uDFFF` escape: only then can parsed JSON hold a lone surrogate (bytes decode to U+FFFD). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** JSON.parse, with lone surrogates turned into U+FFFD (withWellFormedText) when the text escapes one. */
export function parseWellFormedJson(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  return SURROGATE_ESCAPE.test(text) ? withWellFormedText(value) : value;
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
