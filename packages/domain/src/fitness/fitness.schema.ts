import { z } from 'zod';
import { code } from '../shared/errors';
import { dateString, listQuery, uuid } from '../shared/primitives';

/** AREAS.md's workout types. */
export const workoutTypes = [
  'cardio',
  'strength',
  'running',
  'cycling',
  'walking',
  'hiit',
  'yoga',
  'sports',
  'other',
] as const;
export type WorkoutType = (typeof workoutTypes)[number];
export const workoutDifficulties = ['easy', 'medium', 'hard'] as const;
export type WorkoutDifficulty = (typeof workoutDifficulties)[number];

/** The word a default workout name starts with: "Cardio Session" (SPEC.md 9). */
export const workoutTypeLabels: Record<WorkoutType, string> = {
  cardio: 'Cardio',
  strength: 'Strength',
  running: 'Running',
  cycling: 'Cycling',
  walking: 'Walking',
  hiit: 'HIIT',
  yoga: 'Yoga',
  sports: 'Sports',
  other: 'Workout',
};

const whole = (min: number, max: number, error: Parameters<typeof code>[0]) =>
  z
    .number({ error: code(error) })
    .int(code(error))
    .min(min, code(error))
    .max(max, code(error));

export const exerciseSchema = z.object({
  name: z
    .string({ error: code('fitness.exerciseNameRequired') })
    .trim()
    .min(1, code('fitness.exerciseNameRequired'))
    .max(100, code('fitness.exerciseNameTooLong')),
  sets: whole(1, 100, 'fitness.sets').nullable().optional(),
  reps: whole(1, 1000, 'fitness.reps').nullable().optional(),
  weightKg: z
    .number({ error: code('fitness.weight') })
    .min(0, code('fitness.weight'))
    .max(1000, code('fitness.weight'))
    .nullable()
    .optional(),
  durationSec: whole(1, 86_400, 'fitness.exerciseDuration').nullable().optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** A workout as the server answers it (DESIGN.md 3; duration in minutes). */
export const workoutSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(workoutTypes),
  difficulty: z.enum(workoutDifficulties),
  duration: z.number().int(),
  calories: z.number().int().nullable(),
  date: dateString,
  exercises: z.array(exerciseSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workout = z.infer<typeof workoutSchema>;

const workoutFields = {
  name: z
    .string({ error: code('fitness.nameRequired') })
    .trim()
    .min(1, code('fitness.nameRequired'))
    .max(100, code('fitness.nameTooLong')),
  description: z.string().trim().max(1000, code('fitness.descriptionTooLong')).nullable(),
  type: z.enum(workoutTypes, { error: code('fitness.type') }),
  difficulty: z.enum(workoutDifficulties, { error: code('fitness.difficulty') }),
  duration: whole(1, 1440, 'fitness.durationMinutes'),
  calories: whole(0, 10_000, 'fitness.calories').nullable(),
  date: dateString,
  exercises: z.array(exerciseSchema).max(50, code('fitness.tooManyExercises')),
};

/** POST /api/workouts: SPEC.md 3's workout; difficulty defaults to medium as the timer's saves do. */
export const createWorkoutInput = z.object({
  ...workoutFields,
  description: workoutFields.description.optional(),
  difficulty: workoutFields.difficulty.default('medium'),
  calories: workoutFields.calories.optional(),
  exercises: workoutFields.exercises.default([]),
});
export type CreateWorkoutInput = z.input<typeof createWorkoutInput>;

export const updateWorkoutInput = z
  .object(workoutFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateWorkoutInput = z.input<typeof updateWorkoutInput>;

/** GET /api/workouts: newest first, by `from`/`to` dates and pages. */
export const workoutListQuery = listQuery;
