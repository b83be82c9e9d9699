import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { workoutDifficulties, workoutTypes, type Exercise } from '@track-grow/domain/fitness';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

export const workouts = pgTable(
  'workouts',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: workoutTypes }).notNull(),
    difficulty: text('difficulty', { enum: workoutDifficulties }).notNull().default('medium'),
    duration: integer('duration').notNull(),
    calories: integer('calories'),
    date: date('date', { mode: 'string' }).notNull(),
    exercises: jsonb('exercises').$type<Exercise[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    // Lists (date desc, id: keyset pages) and the week's figures.
    // Covering (docs/SCALING.md): the charts sum a user's minutes by index only.
    index('workouts_user_date_idx').on(t.userId, t.date, t.id, t.duration),
    // Recomputing an exercise's bests reads only the workouts that logged exercises.
    index('workouts_user_exercises_idx')
      .on(t.userId)
      .where(sql`${t.exercises} <> '[]'::jsonb`),
    check('workouts_duration_range', sql`${t.duration} between 1 and 1440`),
    check('workouts_calories_range', sql`${t.calories} between 0 and 10000`),
  ],
);

/**
 * Each exercise's personal bests over all of a user's workouts, kept exact by every workout write (in its
 * transaction), so the summary reads at most 100 rows however long the history. `name_key` is
 * lower(btrim(name)); `name` is the spelling last logged. A best never logged has null columns.
 */
export const workoutExerciseBests = pgTable(
  'workout_exercise_bests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    name: text('name').notNull(),
    heaviestWeightKg: doublePrecision('heaviest_weight_kg'),
    heaviestReps: integer('heaviest_reps'),
    heaviestDate: date('heaviest_date', { mode: 'string' }),
    heaviestWorkoutId: uuid('heaviest_workout_id'),
    mostReps: integer('most_reps'),
    mostRepsDate: date('most_reps_date', { mode: 'string' }),
    mostRepsWorkoutId: uuid('most_reps_workout_id'),
    longestSec: integer('longest_sec'),
    longestDate: date('longest_date', { mode: 'string' }),
    longestWorkoutId: uuid('longest_workout_id'),
    times: integer('times').notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.nameKey] }),
    // The summary's order: most recently logged first, then by name.
    index('workout_exercise_bests_user_last_idx').on(t.userId, t.lastDate.desc(), t.nameKey),
  ],
);
