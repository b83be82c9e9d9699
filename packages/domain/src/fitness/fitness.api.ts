import { z } from 'zod';
import { endpoint, resourceEndpoints } from '../shared';
import { dateString, uuid } from '../shared/primitives';
import { createWorkoutInput, updateWorkoutInput, workoutListQuery, workoutSchema } from './fitness.schema';

/** The profile's weekly goal when the user has not set one (AREAS.md). */
export const DEFAULT_WEEKLY_GOAL_MINUTES = 150;

/**
 * An exercise's personal bests over all the user's workouts, exercises matched by name ignoring case and
 * spaces at the ends: the heaviest weight (with its reps and day), the most reps in one entry, the longest
 * duration. A best the exercise never logged is null.
 */
export const personalBestSchema = z.object({
  name: z.string(),
  heaviest: z
    .object({ weightKg: z.number(), reps: z.number().int().nullable(), date: dateString, workoutId: uuid })
    .nullable(),
  mostReps: z.object({ reps: z.number().int(), date: dateString, workoutId: uuid }).nullable(),
  longest: z.object({ durationSec: z.number().int(), date: dateString, workoutId: uuid }).nullable(),
  /** In how many workouts it was logged, and the last day. */
  times: z.number().int(),
  lastDate: dateString,
});
export type PersonalBest = z.infer<typeof personalBestSchema>;

/**
 * GET /api/workouts/summary: the week's progress towards the profile's weekly goal (minutes, default 150;
 * the week from the user's week start to today) and the personal bests, most recently logged first.
 */
export const workoutSummarySchema = z.object({
  weekStart: dateString,
  goalMinutes: z.number().int(),
  weekMinutes: z.number().int(),
  weekWorkouts: z.number().int(),
  weekCalories: z.number().int(),
  personalBests: z.array(personalBestSchema),
});
export type WorkoutSummary = z.infer<typeof workoutSummarySchema>;

/** /api/workouts: the workouts the timer saves and the hand log, with their figures. */
export const fitnessApi = {
  ...resourceEndpoints('/api/workouts', {
    row: workoutSchema,
    listQuery: workoutListQuery,
    create: createWorkoutInput,
    update: updateWorkoutInput,
  }),
  summary: endpoint('GET', '/api/workouts/summary', { output: workoutSummarySchema }),
} as const;
