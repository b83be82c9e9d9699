import { z } from 'zod';
import { code } from '../shared/errors';
import { dateString, uuid } from '../shared/primitives';

/** The areas a timeline can be filtered by. */
export const timelineAreas = [
  'habits',
  'tasks',
  'mood',
  'money',
  'fitness',
  'focus',
  'books',
  'lessons',
  'notes',
  'wellness',
  'career',
] as const;
export type TimelineArea = (typeof timelineAreas)[number];

/** GET /api/timeline?cursor&limit&area: newest first; the next page's cursor is `x-next-cursor`. */
export const timelineQuery = z.object({
  area: z.enum(timelineAreas, { error: code('timeline.area') }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type TimelineQuery = z.infer<typeof timelineQuery>;

/**
 * What every entry has: `id` is unique across kinds (`kind:rowId`), `at` the moment it happened (ISO, the
 * sort key with `id`), `date` the user's day it belongs to, `sourceId` the row it links to in its area.
 */
const base = { id: z.string(), at: z.iso.datetime({ offset: true }), date: dateString, sourceId: uuid };

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('habitCompleted'), area: z.literal('habits'), name: z.string() }),
  z.object({ ...base, kind: z.literal('taskCompleted'), area: z.literal('tasks'), title: z.string() }),
  z.object({
    ...base,
    kind: z.literal('moodLogged'),
    area: z.literal('mood'),
    rating: z.number().int().min(1).max(5),
    note: z.string().nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('transaction'),
    area: z.literal('money'),
    type: z.enum(['expense', 'income']),
    amount: z.string(),
    category: z.string(),
    description: z.string().nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('workout'),
    area: z.literal('fitness'),
    name: z.string(),
    minutes: z.number().int(),
  }),
  z.object({
    ...base,
    kind: z.literal('focusSession'),
    area: z.literal('focus'),
    title: z.string(),
    minutes: z.number().int(),
  }),
  z.object({
    ...base,
    kind: z.literal('bookFinished'),
    area: z.literal('books'),
    title: z.string(),
    author: z.string().nullable(),
  }),
  z.object({ ...base, kind: z.literal('lessonLearned'), area: z.literal('lessons'), title: z.string() }),
  // The note's title as the Notes list shows it ('' when it has none) and a plain-text excerpt of its body.
  z.object({
    ...base,
    kind: z.literal('noteAdded'),
    area: z.literal('notes'),
    title: z.string(),
    excerpt: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal('wellnessLogged'),
    area: z.literal('wellness'),
    sleepHours: z.number().nullable(),
    waterGlasses: z.number().int().nullable(),
    meditationMinutes: z.number().int().nullable(),
    steps: z.number().int().nullable(),
  }),
  z.object({ ...base, kind: z.literal('achievement'), area: z.literal('career'), title: z.string() }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type TimelineKind = TimelineEntry['kind'];
export const timelineSchema = z.array(timelineEntrySchema);
