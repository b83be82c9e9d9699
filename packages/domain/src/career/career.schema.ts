import { z } from 'zod';
import { code, type ErrorCode } from '../shared/errors';
import { dateString, uuid } from '../shared/primitives';

export const goalStatuses = ['not_started', 'in_progress', 'completed', 'abandoned'] as const;
export type GoalStatus = (typeof goalStatuses)[number];
/** A goal still being worked on: counted as active in the summary. */
export const activeGoalStatuses: readonly GoalStatus[] = ['not_started', 'in_progress'];

export const SKILL_LEVEL_MIN = 1;
export const SKILL_LEVEL_MAX = 5;
export const MAX_MILESTONES = 50;

const text = (max: number, required: ErrorCode, tooLong: ErrorCode) =>
  z
    .string({ error: code(required) })
    .trim()
    .min(1, code(required))
    .max(max, code(tooLong));

const whole = (min: number, max: number, error: ErrorCode) =>
  z
    .number({ error: code(error) })
    .int(code(error))
    .min(min, code(error))
    .max(max, code(error));

const optionalText = (max: number, tooLong: ErrorCode) =>
  z.string().trim().max(max, code(tooLong)).nullable();

const progress = whole(0, 100, 'career.progress');
const level = whole(SKILL_LEVEL_MIN, SKILL_LEVEL_MAX, 'career.level');
const targetLevel = whole(SKILL_LEVEL_MIN, SKILL_LEVEL_MAX, 'career.targetLevel');

// ---- Goals -------------------------------------------------------------------------------------------------

export const milestoneSchema = z.object({ id: uuid, title: z.string(), done: z.boolean() });
export type Milestone = z.infer<typeof milestoneSchema>;

const milestoneTitle = text(200, 'career.milestoneTitleRequired', 'career.milestoneTitleTooLong');

/** A milestone as a goal's create or update sends it: a new one has no id yet (the server gives it one). */
export const milestoneInput = z.object({
  id: uuid.optional(),
  title: milestoneTitle,
  done: z.boolean({ error: code('career.milestoneDone') }).default(false),
});
export type MilestoneInput = z.input<typeof milestoneInput>;

export const goalSchema = z.object({
  id: uuid,
  title: z.string(),
  description: z.string().nullable(),
  targetDate: dateString.nullable(),
  status: z.enum(goalStatuses),
  /** The goal's progress 0–100 by the rule of `goalProgress` (career-progress.ts). */
  progress: z.number().int(),
  milestones: z.array(milestoneSchema),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

const goalFields = {
  title: text(200, 'career.titleRequired', 'career.titleTooLong'),
  description: optionalText(2000, 'career.descriptionTooLong'),
  targetDate: dateString.nullable(),
  status: z.enum(goalStatuses, { error: code('career.status') }),
  progress,
  milestones: z.array(milestoneInput).max(MAX_MILESTONES, code('career.tooManyMilestones')),
};

/** POST /api/career/goals. `progress` is kept only while the goal has no milestones (see goalProgress). */
export const createGoalInput = z.object({
  ...goalFields,
  description: goalFields.description.optional(),
  targetDate: goalFields.targetDate.optional(),
  status: goalFields.status.default('not_started'),
  progress: goalFields.progress.default(0),
  milestones: goalFields.milestones.default([]),
});
export type CreateGoalInput = z.input<typeof createGoalInput>;

/** PATCH /api/career/goals/:id. `milestones` replaces the whole list (ids kept for the ones that stay). */
export const updateGoalInput = z
  .object(goalFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateGoalInput = z.input<typeof updateGoalInput>;

/** PATCH /api/career/goals/:id/milestones/:milestoneId: tick or rename one milestone, in one request. */
export const updateMilestoneInput = z
  .object({ title: milestoneTitle, done: z.boolean({ error: code('career.milestoneDone') }) })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateMilestoneInput = z.input<typeof updateMilestoneInput>;

export const milestoneParams = z.object({ id: uuid, milestoneId: uuid });

/** Bounded lists: `limit` (default 200) and the `x-next-cursor` header's value as `cursor`. */
const pageQuery = {
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  cursor: z.string().max(200).optional(),
};

/** GET /api/career/goals: newest first; `status` narrows it. */
export const goalListQuery = z.object({ status: z.enum(goalStatuses).optional(), ...pageQuery });
export type GoalListQuery = z.infer<typeof goalListQuery>;

// ---- Skills ------------------------------------------------------------------------------------------------

export const skillSchema = z.object({
  id: uuid,
  name: z.string(),
  category: z.string().nullable(),
  level: z.number().int(),
  targetLevel: z.number().int(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Skill = z.infer<typeof skillSchema>;

const skillFields = {
  name: text(100, 'career.skillNameRequired', 'career.skillNameTooLong'),
  category: optionalText(40, 'career.categoryTooLong'),
  level,
  targetLevel,
  notes: optionalText(2000, 'career.notesTooLong'),
};

export const createSkillInput = z.object({
  ...skillFields,
  category: skillFields.category.optional(),
  level: skillFields.level.default(1),
  targetLevel: skillFields.targetLevel.default(SKILL_LEVEL_MAX),
  notes: skillFields.notes.optional(),
});
export type CreateSkillInput = z.input<typeof createSkillInput>;

export const updateSkillInput = z
  .object(skillFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateSkillInput = z.input<typeof updateSkillInput>;

/** GET /api/career/skills: by category, then name. */
export const skillListQuery = z.object(pageQuery);

// ---- Achievements ------------------------------------------------------------------------------------------

export const achievementSchema = z.object({
  id: uuid,
  title: z.string(),
  date: dateString,
  description: z.string().nullable(),
  goalId: uuid.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

const achievementFields = {
  title: text(200, 'career.titleRequired', 'career.titleTooLong'),
  date: dateString,
  description: optionalText(2000, 'career.descriptionTooLong'),
  /** One of the user's own goals (else 400 career.goalNotFound on `goalId`). */
  goalId: uuid.nullable(),
};

export const createAchievementInput = z.object({
  ...achievementFields,
  description: achievementFields.description.optional(),
  goalId: achievementFields.goalId.optional(),
});
export type CreateAchievementInput = z.input<typeof createAchievementInput>;

export const updateAchievementInput = z
  .object(achievementFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateAchievementInput = z.input<typeof updateAchievementInput>;

/** GET /api/career/achievements: newest first (date, then id), `from`/`to` optional. */
export const achievementListQuery = z
  .object({ from: dateString.optional(), to: dateString.optional(), ...pageQuery })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: code('shared.fromAfterTo'), path: ['to'] });
export type AchievementListQuery = z.infer<typeof achievementListQuery>;

// ---- Summary -----------------------------------------------------------------------------------------------

/** GET /api/career/summary: the figures at the top of the career screen. */
export const careerSummarySchema = z.object({
  activeGoals: z.number().int(),
  completedGoals: z.number().int(),
  /** Mean progress of the active goals, rounded; null when there are none. */
  averageProgress: z.number().int().nullable(),
  /** The earliest target date of an active goal on or after today; null when none has one. */
  nextTargetDate: dateString.nullable(),
  skills: z.number().int(),
  skillsAtTarget: z.number().int(),
  /** Achievements dated in the user's current calendar year. */
  achievementsThisYear: z.number().int(),
});
export type CareerSummary = z.infer<typeof careerSummarySchema>;
