import { describe, expect, it } from 'vitest';
import { createWorkoutInput, updateWorkoutInput } from './fitness.schema';

const valid = {
  name: 'Morning run',
  description: 'Easy pace',
  type: 'cardio',
  difficulty: 'easy',
  duration: 40,
  calories: 320,
  date: '2026-03-10',
  exercises: [{ name: 'Squat', sets: 3, reps: 10, weightKg: 42.5, durationSec: null }],
};

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('workout schemas', () => {
  it('accepts a full workout, and defaults difficulty and exercises', () => {
    expect(createWorkoutInput.parse(valid)).toEqual(valid);
    expect(
      createWorkoutInput.parse({ name: ' Swim ', type: 'other', duration: 30, date: '2026-03-10' }),
    ).toEqual({
      name: 'Swim',
      type: 'other',
      duration: 30,
      date: '2026-03-10',
      difficulty: 'medium',
      exercises: [],
    });
    expect(createWorkoutInput.safeParse({ ...valid, exercises: [{ name: 'Plank' }] }).success).toBe(true);
  });

  it.each([
    [{ name: '  ' }, 'name', 'fitness.nameRequired'],
    [{ name: 'x'.repeat(101) }, 'name', 'fitness.nameTooLong'],
    [{ description: 'x'.repeat(1001) }, 'description', 'fitness.descriptionTooLong'],
    [{ type: 'chess' }, 'type', 'fitness.type'],
    [{ difficulty: 'brutal' }, 'difficulty', 'fitness.difficulty'],
    [{ duration: 0 }, 'duration', 'fitness.durationMinutes'],
    [{ duration: 1441 }, 'duration', 'fitness.durationMinutes'],
    [{ duration: 1.5 }, 'duration', 'fitness.durationMinutes'],
    [{ calories: -1 }, 'calories', 'fitness.calories'],
    [{ calories: 10_001 }, 'calories', 'fitness.calories'],
    [{ date: '10/03/2026' }, 'date', 'shared.dateFormat'],
    [
      { exercises: Array.from({ length: 51 }, () => ({ name: 'x' })) },
      'exercises',
      'fitness.tooManyExercises',
    ],
    [{ exercises: [{ name: '' }] }, 'exercises.0.name', 'fitness.exerciseNameRequired'],
    [{ exercises: [{ name: 'x'.repeat(101) }] }, 'exercises.0.name', 'fitness.exerciseNameTooLong'],
    [{ exercises: [{ name: 'x', sets: 0 }] }, 'exercises.0.sets', 'fitness.sets'],
    [{ exercises: [{ name: 'x', reps: 1001 }] }, 'exercises.0.reps', 'fitness.reps'],
    [{ exercises: [{ name: 'x', weightKg: -0.5 }] }, 'exercises.0.weightKg', 'fitness.weight'],
    [{ exercises: [{ name: 'x', durationSec: 0.5 }] }, 'exercises.0.durationSec', 'fitness.exerciseDuration'],
  ])('rejects %o with a code', (patch, path, message) => {
    expect(issues(createWorkoutInput.safeParse({ ...valid, ...patch }))).toContainEqual([path, message]);
  });

  it('updates need a known field', () => {
    expect(updateWorkoutInput.safeParse({ duration: 45 }).success).toBe(true);
    expect(issues(updateWorkoutInput.safeParse({}))).toContainEqual(['', 'shared.nothingToUpdate']);
    expect(updateWorkoutInput.safeParse({ userId: 'x' }).success).toBe(false);
  });
});
