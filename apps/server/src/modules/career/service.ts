import {
  completedAtAfter,
  goalProgress,
  type Achievement,
  type AchievementListQuery,
  type CareerSummary,
  type createAchievementInput,
  type createGoalInput,
  type createSkillInput,
  type Goal,
  type GoalListQuery,
  type Milestone,
  type Skill,
  type updateAchievementInput,
  type updateGoalInput,
  type updateMilestoneInput,
  type updateSkillInput,
} from '@track-grow/domain/career';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cursorPart, decodeCursor, decodeDateIdCursor } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as q from './queries';

export interface CareerDeps {
  db: Database;
  clock: Clock;
}
export type CareerUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour'>;

/** Lists answer pages of 200 (at most 1000 with `limit`). */
export const CAREER_PAGE_SIZE = 200;

const decodeIdCursor = (cursor: string | undefined): string | undefined =>
  decodeCursor(cursor, [cursorPart.uuid])?.[0];
export const idCursorOf = (row: { id: string }): [string] => [row.id];

const blankToNull = (text: string | null | undefined) => (text ? text : null);

// ---- Goals ---------------------------------------------------------------------------------------------------

export function toGoalDto(row: q.GoalRow): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    targetDate: row.targetDate,
    status: row.status,
    progress: row.progress,
    milestones: row.milestones,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Milestones as sent: the ones with an id keep it, new ones get one; an id twice is refused. */
function milestonesOf(input: z.output<typeof createGoalInput>['milestones']): Milestone[] {
  const seen = new Set<string>();
  return input.map((m) => {
    const id = m.id ?? uuidv7();
    if (seen.has(id)) throw new HttpError(400, 'career.duplicateMilestone', 'milestones');
    seen.add(id);
    return { id, title: m.title, done: m.done };
  });
}

export async function listGoals(deps: CareerDeps, user: CareerUser, query: GoalListQuery) {
  const limit = query.limit ?? CAREER_PAGE_SIZE;
  const rows = await q.listGoals(deps.db, user.id, {
    status: query.status,
    limit,
    before: decodeIdCursor(query.cursor),
  });
  return { rows: rows.map(toGoalDto), limit };
}

export async function getGoal(deps: CareerDeps, user: CareerUser, id: string): Promise<Goal> {
  const row = await q.findGoal(deps.db, user.id, id);
  if (!row) throw new HttpError(404, 'career.goalNotFound');
  return toGoalDto(row);
}

export async function createGoal(
  deps: CareerDeps,
  user: CareerUser,
  input: z.output<typeof createGoalInput>,
): Promise<Goal> {
  const milestones = milestonesOf(input.milestones);
  const row = await q.insertGoal(deps.db, user.id, {
    title: input.title,
    description: blankToNull(input.description),
    targetDate: input.targetDate ?? null,
    status: input.status,
    progress: goalProgress({ status: input.status, progress: input.progress, milestones }),
    milestones,
    completedAt: completedAtAfter(null, input.status, deps.clock.now()),
  });
  return toGoalDto(row);
}

/**
 * Every goal write reads the row under its lock, applies the change and rewrites progress and completedAt by the
 * domain's rules: two requests on one goal (two milestone ticks) run one after the other, and none is lost.
 */
async function changeGoal(
  deps: CareerDeps,
  user: CareerUser,
  id: string,
  change: (current: q.GoalRow) => Partial<q.NewGoal>,
): Promise<Goal> {
  return deps.db.transaction(async (tx) => {
    const current = await q.findGoal(tx, user.id, id, { lock: true });
    if (!current) throw new HttpError(404, 'career.goalNotFound');
    const patch = change(current);
    const next = {
      status: patch.status ?? current.status,
      progress: patch.progress ?? current.progress,
      milestones: patch.milestones ?? current.milestones,
    };
    const status = next.status;
    const row = await q.updateGoal(tx, user.id, id, {
      ...patch,
      // Stored as shown: removing every milestone (or reopening a goal) keeps the last figure until the user moves it.
      progress: goalProgress(next),
      completedAt: completedAtAfter(current, status, deps.clock.now()),
    });
    return toGoalDto(row!);
  });
}

export function updateGoal(
  deps: CareerDeps,
  user: CareerUser,
  id: string,
  input: z.output<typeof updateGoalInput>,
): Promise<Goal> {
  const milestones = input.milestones === undefined ? undefined : milestonesOf(input.milestones);
  return changeGoal(deps, user, id, () => {
    const patch: Partial<q.NewGoal> = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = blankToNull(input.description);
    if (input.targetDate !== undefined) patch.targetDate = input.targetDate;
    if (input.status !== undefined) patch.status = input.status;
    if (input.progress !== undefined) patch.progress = input.progress;
    if (milestones !== undefined) patch.milestones = milestones;
    return patch;
  });
}

export function updateMilestone(
  deps: CareerDeps,
  user: CareerUser,
  id: string,
  milestoneId: string,
  input: z.output<typeof updateMilestoneInput>,
): Promise<Goal> {
  return changeGoal(deps, user, id, (current) => {
    if (!current.milestones.some((m) => m.id === milestoneId))
      throw new HttpError(404, 'career.milestoneNotFound');
    return {
      milestones: current.milestones.map((m) =>
        m.id === milestoneId ? { id: m.id, title: input.title ?? m.title, done: input.done ?? m.done } : m,
      ),
    };
  });
}

export async function deleteGoal(deps: CareerDeps, user: CareerUser, id: string): Promise<void> {
  if (!(await q.deleteGoal(deps.db, user.id, id))) throw new HttpError(404, 'career.goalNotFound');
}

// ---- Skills --------------------------------------------------------------------------------------------------

export function toSkillDto(row: q.SkillRow): Skill {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    level: row.level,
    targetLevel: row.targetLevel,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSkills(
  deps: CareerDeps,
  user: CareerUser,
  query: { limit?: number | undefined; cursor?: string | undefined },
) {
  const limit = query.limit ?? CAREER_PAGE_SIZE;
  const rows = await q.listSkills(deps.db, user.id, { limit, after: decodeIdCursor(query.cursor) });
  return { rows: rows.map(toSkillDto), limit };
}

export async function getSkill(deps: CareerDeps, user: CareerUser, id: string): Promise<Skill> {
  const row = await q.findSkill(deps.db, user.id, id);
  if (!row) throw new HttpError(404, 'career.skillNotFound');
  return toSkillDto(row);
}

export async function createSkill(
  deps: CareerDeps,
  user: CareerUser,
  input: z.output<typeof createSkillInput>,
): Promise<Skill> {
  const row = await q.insertSkill(deps.db, user.id, {
    name: input.name,
    category: blankToNull(input.category),
    level: input.level,
    targetLevel: input.targetLevel,
    notes: blankToNull(input.notes),
  });
  return toSkillDto(row);
}

export async function updateSkill(
  deps: CareerDeps,
  user: CareerUser,
  id: string,
  input: z.output<typeof updateSkillInput>,
): Promise<Skill> {
  const patch: Partial<q.NewSkill> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.category !== undefined) patch.category = blankToNull(input.category);
  if (input.level !== undefined) patch.level = input.level;
  if (input.targetLevel !== undefined) patch.targetLevel = input.targetLevel;
  if (input.notes !== undefined) patch.notes = blankToNull(input.notes);
  const row = await q.updateSkill(deps.db, user.id, id, patch);
  if (!row) throw new HttpError(404, 'career.skillNotFound');
  return toSkillDto(row);
}

export async function deleteSkill(deps: CareerDeps, user: CareerUser, id: string): Promise<void> {
  if (!(await q.deleteSkill(deps.db, user.id, id))) throw new HttpError(404, 'career.skillNotFound');
}

// ---- Achievements --------------------------------------------------------------------------------------------

export function toAchievementDto(row: q.AchievementRow): Achievement {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    description: row.description,
    goalId: row.goalId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const achievementCursorOf = (a: Achievement): [string, string] => [a.date, a.id];

export async function listAchievements(deps: CareerDeps, user: CareerUser, query: AchievementListQuery) {
  const limit = query.limit ?? CAREER_PAGE_SIZE;
  const rows = await q.listAchievements(deps.db, user.id, {
    from: query.from,
    to: query.to,
    limit,
    before: decodeDateIdCursor(query.cursor),
  });
  return { rows: rows.map(toAchievementDto), limit };
}

export async function getAchievement(deps: CareerDeps, user: CareerUser, id: string): Promise<Achievement> {
  const row = await q.findAchievement(deps.db, user.id, id);
  if (!row) throw new HttpError(404, 'career.achievementNotFound');
  return toAchievementDto(row);
}

/** A linked goal must be one of the user's own: another's (or none) is a 400 on `goalId`. */
async function checkGoalLink(db: Db, user: CareerUser, goalId: string | null | undefined): Promise<void> {
  if (goalId && !(await q.goalExists(db, user.id, goalId)))
    throw new HttpError(400, 'career.goalNotFound', 'goalId');
}

export async function createAchievement(
  deps: CareerDeps,
  user: CareerUser,
  input: z.output<typeof createAchievementInput>,
): Promise<Achievement> {
  await checkGoalLink(deps.db, user, input.goalId);
  const row = await q.insertAchievement(deps.db, user.id, {
    title: input.title,
    date: input.date,
    description: blankToNull(input.description),
    goalId: input.goalId ?? null,
  });
  return toAchievementDto(row);
}

export async function updateAchievement(
  deps: CareerDeps,
  user: CareerUser,
  id: string,
  input: z.output<typeof updateAchievementInput>,
): Promise<Achievement> {
  await checkGoalLink(deps.db, user, input.goalId);
  const patch: Partial<q.NewAchievement> = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.date !== undefined) patch.date = input.date;
  if (input.description !== undefined) patch.description = blankToNull(input.description);
  if (input.goalId !== undefined) patch.goalId = input.goalId;
  const row = await q.updateAchievement(deps.db, user.id, id, patch);
  if (!row) throw new HttpError(404, 'career.achievementNotFound');
  return toAchievementDto(row);
}

export async function deleteAchievement(deps: CareerDeps, user: CareerUser, id: string): Promise<void> {
  if (!(await q.deleteAchievement(deps.db, user.id, id)))
    throw new HttpError(404, 'career.achievementNotFound');
}

// ---- Summary -------------------------------------------------------------------------------------------------

export function careerSummary(deps: CareerDeps, user: CareerUser): Promise<CareerSummary> {
  const today = todayFor(user, deps.clock);
  const year = today.slice(0, 4);
  return q.careerSummary(deps.db, user.id, today, { start: `${year}-01-01`, end: `${year}-12-31` });
}

/** Career as SQL, for another area's one statement (the timeline). */
export const careerSql = { timeline: q.timelineSource };
