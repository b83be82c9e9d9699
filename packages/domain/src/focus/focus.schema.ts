import { z } from 'zod';
import { code } from '../shared/errors';
import { dateString, instantString, listQuery, uuid } from '../shared/primitives';

/** The session types of the pomodoro and of `focus_sessions.type` (DESIGN.md 3). */
export const focusSessionTypes = ['focus', 'shortBreak', 'longBreak'] as const;
export type FocusSessionType = (typeof focusSessionTypes)[number];

/** A focus session as the server answers it (SPEC.md 3; durations in minutes). */
export const focusSessionSchema = z.object({
  id: uuid,
  title: z.string(),
  category: z.string().nullable(),
  type: z.enum(focusSessionTypes),
  plannedDuration: z.number().int(),
  actualDuration: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string(),
  date: dateString,
  taskId: uuid.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FocusSession = z.infer<typeof focusSessionSchema>;

const minutes = (min: number, max: number, error: 'focus.plannedMinutes' | 'focus.actualMinutes') =>
  z
    .number({ error: code(error) })
    .int(code(error))
    .min(min, code(error))
    .max(max, code(error));

const instant = instantString({ offset: true, error: 'focus.instant' });

const focusSessionFields = {
  title: z
    .string({ error: code('focus.titleRequired') })
    .trim()
    .min(1, code('focus.titleRequired'))
    .max(200, code('focus.titleTooLong')),
  category: z.string().trim().max(40, code('focus.categoryTooLong')).nullable(),
  type: z.enum(focusSessionTypes, { error: code('focus.type') }),
  plannedDuration: minutes(1, 120, 'focus.plannedMinutes'),
  actualDuration: minutes(1, 1440, 'focus.actualMinutes'),
  startedAt: instant,
  completedAt: instant,
  /** The user's day of the session, not the UTC date of `completedAt`. */
  date: dateString,
  taskId: uuid.nullable(),
};

const endsAfterStart = (v: { startedAt?: string | undefined; completedAt?: string | undefined }) =>
  !v.startedAt || !v.completedAt || Date.parse(v.startedAt) <= Date.parse(v.completedAt);

/** POST /api/focus-sessions: what the pomodoro saves (SPEC.md 3), plus an optional task. */
export const createFocusSessionInput = z
  .object({
    ...focusSessionFields,
    category: focusSessionFields.category.optional(),
    type: focusSessionFields.type.default('focus'),
    taskId: focusSessionFields.taskId.optional(),
    /** The device's id for the session: a repeat of the same save (its answer was lost) is not a second session. */
    clientId: z.string().min(1, code('shared.invalidId')).max(64, code('shared.invalidId')).optional(),
  })
  .refine(endsAfterStart, { error: code('focus.endBeforeStart'), path: ['completedAt'] });
export type CreateFocusSessionInput = z.input<typeof createFocusSessionInput>;

export const updateFocusSessionInput = z
  .object(focusSessionFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'))
  .refine(endsAfterStart, { error: code('focus.endBeforeStart'), path: ['completedAt'] });
export type UpdateFocusSessionInput = z.input<typeof updateFocusSessionInput>;

/** GET /api/focus-sessions: newest first, by `from`/`to` dates and pages. */
export const focusSessionListQuery = listQuery;
