import { z } from 'zod';
import { code } from '../shared/errors';
import { daysBetween } from '../shared/day';
import { dateString, hexColor, listQuery, timeOfDay, uuid } from '../shared/primitives';

export const weekday = z.number().int().min(0).max(6); // 0 = Sunday

export const scheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily') }),
  z.object({
    kind: z.literal('weekdays'),
    days: z
      .array(weekday)
      .min(1, code('habits.pickDay'))
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  }),
  z.object({
    kind: z.literal('timesPerWeek'),
    count: z.number().int().min(1, code('habits.countMin')).max(7, code('habits.countMax')),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;

/** A schedule as answers carry it (days already unique and sorted): no transform, so the server can encode it. */
export const savedScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily') }),
  z.object({ kind: z.literal('weekdays'), days: z.array(weekday).min(1).max(7) }),
  z.object({ kind: z.literal('timesPerWeek'), count: z.number().int().min(1).max(7) }),
]);

export const habitSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  schedule: savedScheduleSchema,
  /** Minutes of the countdown timer; null = no timer. */
  targetMinutes: z.number().int().nullable(),
  reminderTime: z.string().nullable(),
  sortOrder: z.number().int(),
  /** The first day the habit counts (the user's day it was created, or chosen). */
  startDate: dateString,
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Habit = z.infer<typeof habitSchema>;

const habitFields = {
  name: z
    .string({ error: code('habits.nameRequired') })
    .trim()
    .min(1, code('habits.nameRequired'))
    .max(80, code('habits.nameTooLong')),
  description: z.string().trim().max(500, code('habits.descriptionTooLong')).nullable(),
  icon: z.string().trim().min(1, code('habits.iconRequired')).max(16),
  color: hexColor,
  schedule: scheduleSchema,
  targetMinutes: z
    .number({ error: code('habits.minutesNumber') })
    .int(code('habits.minutesWhole'))
    .min(1, code('habits.minutesMin'))
    .max(600, code('habits.minutesMax'))
    .nullable(),
  reminderTime: timeOfDay.nullable(),
  startDate: dateString,
};

export const createHabitInput = z.object({
  ...habitFields,
  description: habitFields.description.optional(),
  icon: habitFields.icon.default('✅'),
  color: habitFields.color.default('#22c55e'),
  schedule: habitFields.schedule.default({ kind: 'daily' }),
  targetMinutes: habitFields.targetMinutes.optional(),
  reminderTime: habitFields.reminderTime.optional(),
  startDate: habitFields.startDate.optional(),
});
export type CreateHabitInput = z.input<typeof createHabitInput>;

export const updateHabitInput = z
  .object({ ...habitFields, archived: z.boolean() })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateHabitInput = z.input<typeof updateHabitInput>;

/** The listed habits take the first places in this order; the user's other habits follow in their old order. */
export const reorderHabitsInput = z.object({
  ids: z
    .array(uuid)
    .min(1, code('habits.reorderEmpty'))
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, code('habits.reorderDuplicate')),
});

export const habitCompletionSchema = z.object({
  habitId: uuid,
  date: dateString,
  completed: z.boolean(),
  skipped: z.boolean(),
});
export type HabitCompletion = z.infer<typeof habitCompletionSchema>;

export const toggleHabitInput = z.object({ date: dateString });
/** PUT /api/habits/:id/completions/:date — an idempotent set: completed, skipped, or neither (cleared). */
export const setCompletionInput = z
  .object({ completed: z.boolean().optional(), skipped: z.boolean().optional() })
  .refine((v) => !(v.completed && v.skipped), code('habits.completedAndSkipped'));

export const vacationSchema = z.object({
  id: uuid,
  startDate: dateString,
  endDate: dateString,
  createdAt: z.string(),
});
export type Vacation = z.infer<typeof vacationSchema>;
export const createVacationInput = z
  .object({ startDate: dateString, endDate: dateString })
  .refine((v) => v.startDate <= v.endDate, {
    error: code('habits.endBeforeStart'),
    path: ['endDate'],
  });

/** GET /api/habits/stats — SPEC.md's widget stats. */
export const habitsStatsSchema = z.object({
  completedToday: z.number().int(),
  totalHabits: z.number().int(),
  longestStreak: z.number().int(),
});
export type HabitsStats = z.infer<typeof habitsStatsSchema>;

export const dayRateSchema = z.object({
  date: dateString,
  scheduled: z.number().int(),
  completed: z.number().int(),
  /** 0–100, null when nothing was scheduled that day. */
  rate: z.number().nullable(),
});
export type DayRate = z.infer<typeof dayRateSchema>;

/** GET /api/habits/weekly-stats — the last 7 days. completionRate = rounded mean of the daily rates. */
export const weeklyStatsSchema = z.object({ completionRate: z.number().int(), days: z.array(dayRateSchema) });
/** GET /api/habits/progress-stats?from&to — a rate per day for charts. */
export const progressStatsSchema = z.object({ days: z.array(dayRateSchema) });
/**
 * GET /api/habits/heatmap-stats — a year of days (or ?from&to), column by column: `scheduled[i]` and `completed[i]`
 * belong to the day `from` + i, through `to`. Columns are a tenth of the size of one object a day; the client reads
 * it back with `heatmapDays`.
 */
export const heatmapStatsSchema = z.object({
  from: dateString,
  to: dateString,
  scheduled: z.array(z.number().int()),
  completed: z.array(z.number().int()),
});
export type HeatmapStats = z.infer<typeof heatmapStatsSchema>;

/** GET /api/habits/:id/stats */
export const habitStatsSchema = z.object({
  habitId: uuid,
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  /** 0–100, Loop Habit Tracker's exponential score. */
  strength: z.number().int(),
  completionRate30: z.number().int().nullable(),
  completionRate90: z.number().int().nullable(),
  totalCompletions: z.number().int(),
  /** 'day' for daily/weekday habits, 'week' for N-times-a-week habits. */
  streakUnit: z.enum(['day', 'week']),
});
export type HabitStats = z.infer<typeof habitStatsSchema>;

/** The widest window any habit read answers at once (a leap year fits; DESIGN.md 7 keeps reads bounded). */
export const HABIT_RANGE_MAX_DAYS = 400;

const rangeFields = { from: dateString.optional(), to: dateString.optional() };
type RangeFields = { from?: string | undefined; to?: string | undefined };
/** Keeps the schema's own type (its query keys are what the web client may send). */
const rangeChecks = <S extends z.ZodType<RangeFields>>(schema: S): S =>
  schema
    .refine((q: RangeFields) => !q.from || !q.to || q.from <= q.to, {
      error: code('shared.fromAfterTo'),
      path: ['to'],
    })
    .refine((q: RangeFields) => !q.from || !q.to || daysBetween(q.from, q.to) < HABIT_RANGE_MAX_DAYS, {
      error: code('habits.rangeTooLong'),
      path: ['to'],
    });

/** GET /api/habits?archived=true — active habits by default; keyset pages of `limit` (default 500). */
export const habitListQuery = z.object({
  archived: z.stringbool({ error: code('habits.archivedFlag') }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  cursor: z.string().max(200).optional(),
});
export type HabitListQuery = z.infer<typeof habitListQuery>;

/**
 * GET /api/habits/completions?from&to&habitId — default: the 35 days ending today. Without habitId: the rows
 * of active habits; with it: that habit's rows (archived or not). Only completed or skipped days are rows.
 */
export const completionsQuery = rangeChecks(z.object({ ...rangeFields, habitId: uuid.optional() }));
export type CompletionsQuery = z.infer<typeof completionsQuery>;

/** GET /api/habits/progress-stats?from&to — default: the 30 days ending today. */
export const progressStatsQuery = rangeChecks(z.object(rangeFields));
export type ProgressStatsQuery = z.infer<typeof progressStatsQuery>;

/** GET /api/habits/heatmap-stats?from&to&habitId — default: the 365 days ending today; habitId = one habit. */
export const heatmapStatsQuery = rangeChecks(z.object({ ...rangeFields, habitId: uuid.optional() }));
export type HeatmapStatsQuery = z.infer<typeof heatmapStatsQuery>;

/** PUT /api/habits/:id/completions/:date */
export const completionParams = z.object({ id: uuid, date: dateString });

/** GET /api/vacations — newest first, keyset pages; from/to keep the vacations that overlap the window. */
export const vacationListQuery = listQuery;
