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
