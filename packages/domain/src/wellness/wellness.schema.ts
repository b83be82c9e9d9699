import { z } from 'zod';
import { addDays } from '../shared/day';
import { code, type ErrorCode } from '../shared/errors';
import { dateString, uuid } from '../shared/primitives';

/** AREAS.md's daily goals: 8 hours of sleep and 8 glasses of water. */
export const WELLNESS_GOALS = { sleepHours: 8, waterGlasses: 8 } as const;

/** The ranges of each measure (a day's values; counts never negative). */
export const WELLNESS_LIMITS = {
  sleepHours: { min: 0, max: 24 },
  waterGlasses: { min: 0, max: 50 },
  meditationMinutes: { min: 0, max: 1440 },
  steps: { min: 0, max: 100_000 },
  rating: { min: 1, max: 5 },
} as const;

/** The measures of a day, in the order the screen shows them. */
export const wellnessMeasures = [
  'sleepHours',
  'sleepQuality',
  'waterGlasses',
  'meditationMinutes',
  'steps',
  'energy',
  'stress',
] as const;
export type WellnessMeasure = (typeof wellnessMeasures)[number];

/** The longest `from`–`to` range a list answers. */
export const WELLNESS_MAX_RANGE_DAYS = 366;
/** The list's default window: the 30 days up to `to` (or the user's today). */
export const WELLNESS_DEFAULT_DAYS = 30;

const whole = (min: number, max: number, error: ErrorCode) =>
  z
    .number({ error: code(error) })
    .int(code(error))
    .min(min, code(error))
    .max(max, code(error));

const rating = (error: ErrorCode) => whole(1, 5, error);

/** Each measure; null clears it. */
export const wellnessFields = {
  sleepHours: z
    .number({ error: code('wellness.sleepHours') })
    .min(0, code('wellness.sleepHours'))
    .max(24, code('wellness.sleepHours'))
    .refine((hours) => Number.isInteger(hours * 2), code('wellness.sleepHours'))
    .nullable(),
  sleepQuality: rating('wellness.sleepQuality').nullable(),
  waterGlasses: whole(0, 50, 'wellness.waterGlasses').nullable(),
  meditationMinutes: whole(0, 1440, 'wellness.meditationMinutes').nullable(),
  steps: whole(0, 100_000, 'wellness.steps').nullable(),
  energy: rating('wellness.energy').nullable(),
  stress: rating('wellness.stress').nullable(),
};

/** A day's entry as the server answers it: a measure not logged that day is null. */
export const wellnessEntrySchema = z.object({
  id: uuid,
  date: dateString,
  sleepHours: z.number().nullable(),
  sleepQuality: z.number().int().nullable(),
  waterGlasses: z.number().int().nullable(),
  meditationMinutes: z.number().int().nullable(),
  steps: z.number().int().nullable(),
  energy: z.number().int().nullable(),
  stress: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WellnessEntry = z.infer<typeof wellnessEntrySchema>;

const measuresGiven = (value: Record<string, unknown>) =>
  wellnessMeasures.some((measure) => value[measure] !== undefined);

/**
 * POST /api/wellness: the day's row, created or merged. Only the measures given are written; the others keep
 * their values. `date` is the user's day.
 */
export const upsertWellnessInput = z
  .object({
    date: dateString,
    sleepHours: wellnessFields.sleepHours.optional(),
    sleepQuality: wellnessFields.sleepQuality.optional(),
    waterGlasses: wellnessFields.waterGlasses.optional(),
    meditationMinutes: wellnessFields.meditationMinutes.optional(),
    steps: wellnessFields.steps.optional(),
    energy: wellnessFields.energy.optional(),
    stress: wellnessFields.stress.optional(),
  })
  .strict()
  .refine(measuresGiven, code('wellness.nothingToLog'));
export type UpsertWellnessInput = z.input<typeof upsertWellnessInput>;

/** PATCH /api/wellness/:id: some of the measures (the date is the row's key and stays). */
export const updateWellnessInput = z
  .object(wellnessFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateWellnessInput = z.input<typeof updateWellnessInput>;

/**
 * POST /api/wellness/water: adds `delta` glasses to the day in one statement (two quick taps are two glasses),
 * kept within 0–50.
 */
export const waterDeltaInput = z
  .object({
    date: dateString,
    delta: z
      .number({ error: code('wellness.waterDelta') })
      .int(code('wellness.waterDelta'))
      .min(-50, code('wellness.waterDelta'))
      .max(50, code('wellness.waterDelta'))
      .refine((delta) => delta !== 0, code('wellness.waterDelta')),
  })
  .strict();
export type WaterDeltaInput = z.input<typeof waterDeltaInput>;

/**
 * GET /api/wellness: newest first, from `from` to `to` (default: the 30 days up to the user's today), at most
 * 366 days at once; pages of `limit` with the `x-next-cursor` header's value as `cursor`.
 */
export const wellnessListQuery = z
  .object({
    from: dateString.optional(),
    to: dateString.optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: code('shared.fromAfterTo'), path: ['to'] })
  .refine((q) => !q.from || !q.to || addDays(q.from, WELLNESS_MAX_RANGE_DAYS - 1) >= q.to, {
    error: code('wellness.rangeTooLong'),
    path: ['from'],
  });
export type WellnessListQuery = z.infer<typeof wellnessListQuery>;
