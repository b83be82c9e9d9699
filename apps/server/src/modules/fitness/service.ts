import {
  DEFAULT_WEEKLY_GOAL_MINUTES,
  type createWorkoutInput,
  type updateWorkoutInput,
  type Workout,
  type WorkoutSummary,
} from '@track-grow/domain/fitness';
import { startOfWeek, type ListQuery } from '@track-grow/domain/shared';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { datedListWindow } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as q from './queries';

export interface FitnessDeps {
  db: Database;
  clock: Clock;
}
export type FitnessUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart' | 'preferences'>;
export type CreateWorkoutData = z.output<typeof createWorkoutInput>;
export type UpdateWorkoutData = z.output<typeof updateWorkoutInput>;

/**
 * The default list: the 30 days up to `to` (or today), the recent workouts (the week and the bests come from the
 * summary); longer reads pass `from`. Pages of 200 (at most 1000 with `limit`).
 */
export const WORKOUTS_DEFAULT_DAYS = 30;
export const WORKOUTS_PAGE_SIZE = 200;
/** The summary lists the bests of the 100 most recently logged exercises. */
export const MAX_PERSONAL_BESTS = 100;

const notFound = 'fitness.notFound';

export function toWorkoutDto(row: q.WorkoutRow): Workout {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    difficulty: row.difficulty,
    duration: row.duration,
    calories: row.calories,
    date: row.date,
    exercises: row.exercises,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listWorkouts(deps: FitnessDeps, user: FitnessUser, query: ListQuery) {
  const window = datedListWindow(query, todayFor(user, deps.clock), {
    days: WORKOUTS_DEFAULT_DAYS,
    pageSize: WORKOUTS_PAGE_SIZE,
  });
  const rows = await q.listWorkouts(deps.db, user.id, window);
  return { rows: rows.map(toWorkoutDto), limit: window.limit };
}

export const workoutCursorOf = (w: Workout): [string, string] => [w.date, w.id];

export async function getWorkout(deps: FitnessDeps, user: FitnessUser, id: string): Promise<Workout> {
  const row = await q.findWorkout(deps.db, user.id, id);
  if (!row) throw new HttpError(404, notFound);
  return toWorkoutDto(row);
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

export async function createWorkout(
  deps: FitnessDeps,
  user: FitnessUser,
  input: CreateWorkoutData,
): Promise<Workout> {
  const values: q.NewWorkout = {
    name: input.name,
    description: blankToNull(input.description),
    type: input.type,
    difficulty: input.difficulty,
    duration: input.duration,
    calories: input.calories ?? null,
    date: input.date,
    exercises: input.exercises,
  };
  // A workout without exercises changes no personal best: one statement.
  const row =
    input.exercises.length > 0
      ? await deps.db.transaction(async (tx) => {
          const saved = await q.insertWorkout(tx, user.id, values);
          await q.refreshExerciseBests(tx, user.id, namesOf(saved.exercises));
          return saved;
        })
      : await q.insertWorkout(deps.db, user.id, values);
  return toWorkoutDto(row);
}

export async function updateWorkout(
  deps: FitnessDeps,
  user: FitnessUser,
  id: string,
  input: UpdateWorkoutData,
): Promise<Workout> {
  const patch: q.WorkoutPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = blankToNull(input.description);
  if (input.type !== undefined) patch.type = input.type;
  if (input.difficulty !== undefined) patch.difficulty = input.difficulty;
  if (input.duration !== undefined) patch.duration = input.duration;
  if (input.calories !== undefined) patch.calories = input.calories;
  if (input.date !== undefined) patch.date = input.date;
  if (input.exercises !== undefined) patch.exercises = input.exercises;
  // The bests read only the exercises and the date: another patch is one statement.
  if (patch.exercises === undefined && patch.date === undefined) {
    const row = await q.updateWorkout(deps.db, user.id, id, patch);
    if (!row) throw new HttpError(404, notFound);
    return toWorkoutDto(row);
  }
  return deps.db.transaction(async (tx) => {
    const current = await q.findWorkout(tx, user.id, id, { lock: true });
    if (!current) throw new HttpError(404, notFound);
    const row = (await q.updateWorkout(tx, user.id, id, patch))!;
    await q.refreshExerciseBests(tx, user.id, namesOf([...current.exercises, ...row.exercises]));
    return toWorkoutDto(row);
  });
}

export async function deleteWorkout(deps: FitnessDeps, user: FitnessUser, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const exercises = await q.deleteWorkout(tx, user.id, id);
    if (!exercises) throw new HttpError(404, notFound);
    await q.refreshExerciseBests(tx, user.id, namesOf(exercises));
  });
}

/** The distinct names a workout's exercises carry, as written: the recompute matches them ignoring case. */
const namesOf = (exercises: readonly { name: string }[]) => [...new Set(exercises.map((e) => e.name))];

/**
 * Rebuilds every stored personal best of the user from their workouts: for writers that insert workouts
 * without this module's service (the demo generator, bench and test fixtures).
 */
export async function rebuildExerciseBests(db: Db, userId: string): Promise<void> {
  await db.transaction((tx) => q.refreshExerciseBests(tx, userId, 'all'));
}

/**
 * The fitness screen's figures in one statement: the week from the user's week start to their today against the
 * profile's weekly goal (150 minutes unless set), and the stored personal bests (kept by every workout write).
 */
export async function workoutSummary(deps: FitnessDeps, user: FitnessUser): Promise<WorkoutSummary> {
  const today = todayFor(user, deps.clock);
  const weekStart = startOfWeek(today, user.weekStart);
  const { week, bests } = await q.workoutSummary(deps.db, user.id, weekStart, today, MAX_PERSONAL_BESTS);
  return {
    weekStart,
    goalMinutes: user.preferences.fitnessWeeklyGoalMinutes ?? DEFAULT_WEEKLY_GOAL_MINUTES,
    weekMinutes: week.minutes,
    weekWorkouts: week.workouts,
    weekCalories: week.calories,
    personalBests: bests,
  };
}

/** The assistant's fitness answer: workouts and their minutes in some days. */
export const workoutsOf = q.workoutsOf;

/** Workouts as SQL, for another area's one statement (Home, the dashboard, insights, the timeline). */
export const fitnessSql = {
  perDay: q.workoutsPerDay,
  minutes: q.workoutMinutes,
  first: q.firstWorkout,
  weekMonth: q.workoutsWeekMonth,
  timeline: q.timelineSource,
};
