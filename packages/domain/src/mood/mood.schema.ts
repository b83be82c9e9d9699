import { z } from 'zod';
import { code } from '../shared/errors';
import { dateString, listQuery, uuid } from '../shared/primitives';
import { moodInsightFactors, type MoodInsight } from './insights';

export const moodEmotions = [
  'happy',
  'calm',
  'grateful',
  'excited',
  'proud',
  'loved',
  'tired',
  'stressed',
  'anxious',
  'sad',
  'angry',
  'bored',
] as const;

export const moodSchema = z.object({
  id: uuid,
  date: dateString,
  rating: z.number().int().min(1).max(5),
  emotions: z.array(z.string()),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Mood = z.infer<typeof moodSchema>;

const moodFields = {
  date: dateString,
  rating: z
    .number({ error: code('moods.rating') })
    .int()
    .min(1, code('moods.rating'))
    .max(5, code('moods.rating')),
  emotions: z
    .array(z.enum(moodEmotions))
    .max(12)
    .transform((e) => [...new Set(e)]),
  note: z.string().trim().max(1000, code('moods.noteTooLong')).nullable(),
};

export const createMoodInput = z.object({
  ...moodFields,
  emotions: moodFields.emotions.default([]),
  note: moodFields.note.optional(),
});
export type CreateMoodInput = z.input<typeof createMoodInput>;

export const updateMoodInput = z
  .object(moodFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateMoodInput = z.input<typeof updateMoodInput>;

/**
 * GET /api/moods: newest first, from `from` to `to` (default: the 90 days up to the user's today; longer reads
 * pass `from`). Pages: `limit` (default 1000) and the `x-next-cursor` header's value as `cursor`.
 */
export const moodListQuery = listQuery;

/** GET /api/moods/summary: `year` picks the year of the pixels (default: the user's current year). */
export const moodSummaryQuery = z.object({
  year: z.coerce.number().int().min(1970, code('moods.yearMin')).max(2100, code('moods.yearMax')).optional(),
});

const moodFaceSchema = z.enum(['happy', 'neutral', 'sad']).nullable();
export const moodPeriodSchema = z.object({
  from: dateString,
  to: dateString,
  average: z.number().nullable(),
  face: moodFaceSchema,
  days: z.number().int(),
});

/**
 * The mood screen and tiles in one read: averages (week = last 7 days, month and year = calendar), 30-day trend,
 * year in pixels, and `firstYear` (the year of the oldest entry, null with none) so the pixels' year picker
 * reaches every year that has moods.
 */
export const moodSummarySchema = z.object({
  today: dateString,
  firstYear: z.number().int().nullable(),
  week: moodPeriodSchema,
  month: moodPeriodSchema,
  year: moodPeriodSchema,
  trend: z.array(z.object({ date: dateString, average: z.number().nullable() })),
  pixels: z.object({ year: z.number().int(), days: z.record(z.string(), z.number()) }),
});
export type MoodSummary = z.infer<typeof moodSummarySchema>;

/** GET /api/moods/insights: the domain's moodInsights over the 90 days up to the user's yesterday, strongest difference first. */
export const moodInsightSchema = z.object({
  factor: z.enum(moodInsightFactors),
  withAverage: z.number(),
  withoutAverage: z.number(),
  withDays: z.number().int(),
  withoutDays: z.number().int(),
  difference: z.number(),
}) satisfies z.ZodType<MoodInsight>;
export const moodInsightsSchema = z.array(moodInsightSchema);
