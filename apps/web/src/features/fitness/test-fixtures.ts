import type { Workout } from '@track-grow/domain/fitness';
import type { PersonalBest, WorkoutSummary } from '@track-grow/domain/fitness/api';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { makeUser, mockApi, type MockRoute } from '../../test/api-mock.ts';

/** A Friday morning in UTC; the user's day is the same date. */
export const NOW = new Date('2026-03-20T10:00:00Z');
export const TODAY = '2026-03-20';
export const user = makeUser({ timezone: 'UTC' });

let counter = 0;
const id = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

export const makeWorkout = (overrides: Partial<Workout> = {}): Workout => ({
  id: id(),
  name: 'Morning run',
  description: null,
  type: 'running',
  difficulty: 'medium',
  duration: 30,
  calories: 240,
  date: TODAY,
  exercises: [],
  createdAt: '2026-03-20T08:00:00.000Z',
  updatedAt: '2026-03-20T08:00:00.000Z',
  ...overrides,
});

export const makeBest = (overrides: Partial<PersonalBest> = {}): PersonalBest => ({
  name: 'Bench press',
  heaviest: { weightKg: 80, reps: 5, date: '2026-03-14', workoutId: id() },
  mostReps: { reps: 12, date: '2026-03-02', workoutId: id() },
  longest: null,
  times: 4,
  lastDate: '2026-03-14',
  ...overrides,
});

export const makeSummary = (overrides: Partial<WorkoutSummary> = {}): WorkoutSummary => ({
  weekStart: '2026-03-15',
  goalMinutes: 150,
  weekMinutes: 95,
  weekWorkouts: 3,
  weekCalories: 760,
  personalBests: [],
  ...overrides,
});

/** The fitness screen's reads answered from fixtures; `extra` adds or overrides routes. */
export function mockFitnessApi({
  workouts = [],
  summary = makeSummary(),
  extra = [],
}: { workouts?: Workout[]; summary?: WorkoutSummary; extra?: readonly MockRoute[] } = {}) {
  return mockApi([
    [fitnessApi.list, { body: workouts }],
    [fitnessApi.summary, { body: summary }],
    [fitnessApi.create, ({ body }) => ({ status: 201, body: makeWorkout(body as Partial<Workout>) })],
    ...extra,
  ]);
}
