import { z } from 'zod';
import { currencySchema, timezoneSchema, userSchema } from '../auth/user.schema';
import { bookSchema } from '../books/books.schema';
import { achievementSchema, goalSchema, skillSchema } from '../career/career.schema';
import { workoutSchema } from '../fitness/fitness.schema';
import { focusSessionSchema } from '../focus/focus.schema';
import { habitCompletionSchema, habitSchema, vacationSchema } from '../habits/habits.schema';
import { lessonCompletionSchema } from '../lessons/lessons.schema';
import { budgetThresholdSchema, transactionSchema } from '../money/money.schema';
import { exportedNotificationSettingsSchema } from '../notifications/notifications.schema';
import { moodSchema } from '../mood/mood.schema';
import { noteSchema } from '../notes/notes.schema';
import { code } from '../shared/errors';
import { instantString, nulPath } from '../shared/primitives';
import { taskSchema } from '../tasks/tasks.schema';
import { wellnessEntrySchema, wellnessFields } from '../wellness/wellness.schema';

/** The version `GET /api/export` writes; older documents are migrated up to it (export-migrations.ts). */
export const EXPORT_VERSION = 2;
export const EXPORT_FORMAT = 'track-grow-export';

// The areas' answer schemas, tightened to what their tables hold: a document that passes is one the
// database takes, so a bad file is a 400 naming its path rather than a refused insert.
const instant = instantString({ offset: true });
const stamps = { createdAt: instant, updatedAt: instant };
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const decimal = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
const positiveDecimal = decimal.refine((amount) => Number(amount) > 0);
const name = (max: number) => z.string().trim().min(1).max(max);

export const exportedHabitSchema = habitSchema.extend({
  name: name(200),
  targetMinutes: whole(1, 600).nullable(),
  archivedAt: instant.nullable(),
  ...stamps,
});
export const exportedCompletionSchema = habitCompletionSchema.refine(
  (c) => !(c.completed && c.skipped),
  code('habits.completedAndSkipped'),
);
export const exportedVacationSchema = vacationSchema
  .extend(stamps)
  .refine((v) => v.startDate <= v.endDate, { error: code('habits.endBeforeStart'), path: ['endDate'] });
export const exportedTaskSchema = taskSchema.extend({
  title: name(500),
  completedAt: instant.nullable(),
  recurrenceDay: whole(1, 31).nullable(),
  ...stamps,
});
export const exportedTransactionSchema = transactionSchema.extend({ amount: positiveDecimal, ...stamps });
export const exportedBudgetSchema = budgetThresholdSchema.extend({
  weeklyLimit: positiveDecimal.nullable(),
  monthlyLimit: positiveDecimal.nullable(),
});
export const exportedMoodSchema = moodSchema.extend(stamps);
export const exportedNoteSchema = noteSchema.extend(stamps);
export const exportedFocusSessionSchema = focusSessionSchema
  .extend({
    plannedDuration: whole(1, 120),
    actualDuration: whole(1, 1440),
    startedAt: instant,
    completedAt: instant,
    ...stamps,
  })
  .refine((s) => Date.parse(s.startedAt) <= Date.parse(s.completedAt), {
    error: code('focus.endBeforeStart'),
    path: ['completedAt'],
  });
export const exportedWorkoutSchema = workoutSchema.extend({
  duration: whole(1, 1440),
  calories: whole(0, 10_000).nullable(),
  ...stamps,
});
export const exportedBookSchema = bookSchema
  .extend({ rating: whole(1, 5).nullable(), pagesRead: whole(0, 1_000_000), ...stamps })
  .refine((b) => b.totalPages === null || b.pagesRead <= b.totalPages, {
    error: code('books.pagesBeyondTotal'),
    path: ['pagesRead'],
  });
export const exportedLessonCompletionSchema = lessonCompletionSchema.extend({
  completedAt: instant,
  reflection: z.string().max(1000).nullable(),
  ...stamps,
});
export const exportedWellnessSchema = wellnessEntrySchema.extend({
  ...wellnessFields,
  sleepHours: z.number().min(0).max(24).nullable(),
  ...stamps,
});
export const exportedGoalSchema = goalSchema.extend({
  progress: whole(0, 100),
  completedAt: instant.nullable(),
  ...stamps,
});
export const exportedSkillSchema = skillSchema.extend({
  level: whole(1, 5),
  targetLevel: whole(1, 5),
  ...stamps,
});
export const exportedAchievementSchema = achievementSchema.extend(stamps);
/** The account's settings that are data (not identity: no email, name or picture). */
export const exportedSettingsSchema = userSchema
  .pick({
    hasCompletedOnboarding: true,
    timezone: true,
    locale: true,
    currency: true,
    theme: true,
    showBottomNav: true,
    dayStartHour: true,
    weekStart: true,
    preferences: true,
  })
  .extend({ timezone: timezoneSchema, currency: currencySchema });

/** Every collection of the document, in the order the export writes them and the import reads them. */
export const exportCollections = {
  habits: exportedHabitSchema,
  habitCompletions: exportedCompletionSchema,
  vacations: exportedVacationSchema,
  tasks: exportedTaskSchema,
  transactions: exportedTransactionSchema,
  moods: exportedMoodSchema,
  notes: exportedNoteSchema,
  focusSessions: exportedFocusSessionSchema,
  workouts: exportedWorkoutSchema,
  books: exportedBookSchema,
  lessonCompletions: exportedLessonCompletionSchema,
  wellness: exportedWellnessSchema,
  careerGoals: exportedGoalSchema,
  careerSkills: exportedSkillSchema,
  careerAchievements: exportedAchievementSchema,
} as const;
export type ExportCollection = keyof typeof exportCollections;
export const exportCollectionNames = Object.keys(exportCollections) as ExportCollection[];

const collectionShape = Object.fromEntries(
  exportCollectionNames.map((key) => [key, z.array(exportCollections[key])]),
) as { [K in ExportCollection]: z.ZodArray<(typeof exportCollections)[K]> };

export type ExportDocument = z.infer<typeof exportDocumentShape>;
const exportDocumentShape = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: instant,
  settings: exportedSettingsSchema,
  budget: exportedBudgetSchema.nullable(),
  /** The notification settings (version 2); null = the defaults. Devices are not exported: each is one browser's. */
  notifications: exportedNotificationSettingsSchema.nullable(),
  ...collectionShape,
});

/** A row's reference to another collection: checked to point inside the document, remapped by the import. */
export const documentReferences: { from: ExportCollection; field: string; to: ExportCollection }[] = [
  { from: 'habitCompletions', field: 'habitId', to: 'habits' },
  { from: 'tasks', field: 'parentId', to: 'tasks' },
  { from: 'tasks', field: 'nextOccurrenceId', to: 'tasks' },
  { from: 'focusSessions', field: 'taskId', to: 'tasks' },
  { from: 'careerAchievements', field: 'goalId', to: 'careerGoals' },
];

/** Rows the account holds at most once (a unique index): the file may not hold them twice either. */
const uniqueKeys: { collection: ExportCollection; key: (row: Record<string, unknown>) => string | null }[] = [
  { collection: 'habitCompletions', key: (row) => `${String(row.habitId)} ${String(row.date)}` },
  { collection: 'wellness', key: (row) => String(row.date) },
  { collection: 'lessonCompletions', key: (row) => String(row.lessonId) },
  { collection: 'books', key: (row) => (typeof row.libraryId === 'string' ? row.libraryId : null) },
];

/**
 * The current document: every collection valid row by row, ids unique within a collection, every reference
 * (completion → habit, subtask → task, session → task, achievement → goal, milestone ids) inside the file.
 */
export const exportDocumentSchema = exportDocumentShape.superRefine((doc, ctx) => {
  const nul = nulPath(doc, []);
  if (nul) ctx.addIssue({ code: 'custom', message: code('shared.nulCharacter'), path: nul });
  const ids = new Map<ExportCollection, Set<string>>();
  for (const key of exportCollectionNames) {
    if (key === 'habitCompletions') continue;
    const seen = new Set<string>();
    (doc[key] as { id: string }[]).forEach((row, index) => {
      if (seen.has(row.id))
        ctx.addIssue({ code: 'custom', message: code('transfer.duplicateId'), path: [key, index, 'id'] });
      seen.add(row.id);
    });
    ids.set(key, seen);
  }
  for (const { collection, key } of uniqueKeys) {
    const seen = new Set<string>();
    (doc[collection] as Record<string, unknown>[]).forEach((row, index) => {
      const value = key(row);
      if (value === null) return;
      if (seen.has(value))
        ctx.addIssue({ code: 'custom', message: code('transfer.duplicateRow'), path: [collection, index] });
      seen.add(value);
    });
  }
  for (const { from, field, to } of documentReferences) {
    (doc[from] as Record<string, unknown>[]).forEach((row, index) => {
      const target = row[field];
      if (typeof target === 'string' && !ids.get(to)!.has(target))
        ctx.addIssue({
          code: 'custom',
          message: code('transfer.unknownReference'),
          path: [from, index, field],
        });
    });
  }
});
