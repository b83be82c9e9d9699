import {
  CALORIES_PER_MINUTE,
  defaultWorkoutName,
  type Workout,
  type WorkoutDifficulty,
  type WorkoutType,
} from '@track-grow/domain/fitness';
import type { SafeParser } from '../../../lib/form.ts';

export interface ExerciseRow {
  /** A local key for React, never sent. */
  key: string;
  name: string;
  sets: string;
  reps: string;
  weightKg: string;
}

/** What the log sheet edits, as typed (numbers stay text until they are checked). */
export interface WorkoutFormValues {
  name: string;
  type: WorkoutType;
  duration: string;
  difficulty: WorkoutDifficulty;
  calories: string;
  /** Until the user types calories, they follow the duration (8 per minute). */
  caloriesEdited: boolean;
  date: string;
  description: string;
  exercises: ExerciseRow[];
}

let rowCounter = 0;
export const newExerciseRow = (): ExerciseRow => ({
  key: `row-${++rowCounter}`,
  name: '',
  sets: '',
  reps: '',
  weightKg: '',
});

export const newWorkoutValues = (today: string): WorkoutFormValues => ({
  name: '',
  type: 'cardio',
  duration: '30',
  difficulty: 'medium',
  calories: '',
  caloriesEdited: false,
  date: today,
  description: '',
  exercises: [],
});

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function workoutValues(workout: Workout): WorkoutFormValues {
  return {
    name: workout.name,
    type: workout.type,
    duration: String(workout.duration),
    difficulty: workout.difficulty,
    calories: text(workout.calories),
    caloriesEdited: workout.calories !== workout.duration * CALORIES_PER_MINUTE,
    date: workout.date,
    description: workout.description ?? '',
    exercises: workout.exercises.map((exercise) => ({
      ...newExerciseRow(),
      name: exercise.name,
      sets: text(exercise.sets),
      reps: text(exercise.reps),
      weightKg: text(exercise.weightKg),
    })),
  };
}

/** A typed number: empty is `empty`, a decimal comma reads as a point, anything else is NaN (refused). */
function typedNumber<E>(value: string, empty: E): number | E {
  const trimmed = value.trim();
  return trimmed === '' ? empty : Number(trimmed.replace(',', '.'));
}

/** The calories shown: the typed ones, or 8 per minute of the duration until the user types some. */
export function shownCalories(values: WorkoutFormValues): string {
  if (values.caloriesEdited) return values.calories;
  const minutes = typedNumber(values.duration, null);
  return minutes !== null && Number.isInteger(minutes) && minutes > 0
    ? String(minutes * CALORIES_PER_MINUTE)
    : '';
}

/** The payload to check with the domain's schema. */
export function workoutPayload(values: WorkoutFormValues) {
  return {
    // A blank name is the timer's default, "<Type> Session" (SPEC.md 9).
    name: values.name.trim() === '' ? defaultWorkoutName(values.type) : values.name,
    type: values.type,
    duration: typedNumber(values.duration, undefined),
    difficulty: values.difficulty,
    calories: typedNumber(shownCalories(values), null),
    date: values.date,
    description: values.description.trim() === '' ? null : values.description,
    exercises: values.exercises.map((row) => ({
      name: row.name,
      sets: typedNumber(row.sets, null),
      reps: typedNumber(row.reps, null),
      weightKg: typedNumber(row.weightKg, null),
    })),
  };
}

/**
 * A schema whose errors name their whole path ("exercises.0.reps"), so each exercise field shows its own
 * message; lib/form.ts keys errors by the first path part.
 */
export function withFullPaths<T>(schema: SafeParser<T>): SafeParser<T> {
  return {
    safeParse(data) {
      const result = schema.safeParse(data);
      if (result.success) return result;
      return {
        success: false,
        error: {
          issues: result.error.issues.map((issue) => ({
            path: [issue.path.map(String).join('.')],
            message: issue.message,
          })),
        },
      };
    },
  };
}
