import {
  workoutTypeLabels,
  type Exercise,
  type WorkoutDifficulty,
  type WorkoutType,
} from '@track-grow/domain/fitness';
import { dayNumber, weekdayOf } from '@track-grow/domain/shared';
import { dayRandom, type Random } from './random';

/** A focus session as the demo inserts it; `taskIndex` points into the demo's tasks. */
export interface DemoFocusSession {
  title: string;
  category: string | null;
  type: 'focus';
  plannedDuration: number;
  actualDuration: number;
  startedAt: Date;
  completedAt: Date;
  date: string;
  taskIndex: number | null;
}

export interface DemoWorkout {
  name: string;
  description: string | null;
  type: WorkoutType;
  difficulty: WorkoutDifficulty;
  duration: number;
  calories: number | null;
  date: string;
  exercises: Exercise[];
}

/** Streams of dayRandom no other part of the demo uses: adding these rows changes none of the others. */
const FOCUS_STREAM = 101;
const WORKOUT_STREAM = 102;
const CATEGORIES = ['Work', 'Work', 'Study', 'Writing', null];
const MINUTE = 60_000;

/**
 * Pomodoros of 25 minutes, 2–8 on most workdays and now and then 1–3 at the weekend, from 9:00 with a
 * 5-minute break between them and lunch after the fourth; some stopped early, some on a task due that day.
 */
export function generateFocusSessions(
  seed: number,
  days: readonly string[],
  tasks: readonly { dueDate: string | null; status: string; title: string }[],
): DemoFocusSession[] {
  const dueOn = new Map<string, number[]>();
  tasks.forEach((t, index) => {
    if (t.dueDate && t.status !== 'cancelled') dueOn.set(t.dueDate, [...(dueOn.get(t.dueDate) ?? []), index]);
  });
  const sessions: DemoFocusSession[] = [];
  for (const date of days) {
    const rnd = dayRandom(seed, date, FOCUS_STREAM);
    const weekend = weekdayOf(date) === 0 || weekdayOf(date) === 6;
    if (!rnd.chance(weekend ? 0.15 : 0.8)) continue;
    const count = weekend ? rnd.int(1, 3) : rnd.int(2, 8);
    const category = rnd.pick(CATEGORIES);
    const due = dueOn.get(date) ?? [];
    const taskIndex = due.length > 0 && rnd.chance(0.5) ? rnd.pick(due) : null;
    let start = Date.parse(`${date}T09:00:00Z`) + rnd.int(0, 6) * 5 * MINUTE;
    for (let i = 0; i < count; i++) {
      if (i === 4) start += 60 * MINUTE;
      const actual = rnd.chance(0.1) ? rnd.int(3, 22) : 25;
      // The first two pomodoros of a day with a task go to it.
      const onTask = taskIndex !== null && i < 2;
      sessions.push({
        title: onTask ? tasks[taskIndex]!.title : 'Focus Session',
        category,
        type: 'focus',
        plannedDuration: 25,
        actualDuration: actual,
        startedAt: new Date(start),
        completedAt: new Date(start + actual * MINUTE),
        date,
        taskIndex: onTask ? taskIndex : null,
      });
      start += (actual + 5) * MINUTE;
    }
  }
  return sessions;
}

/** Each weekday's chance of a workout and the types done that day (Sunday first). */
const WEEK_PLAN: readonly [number, readonly WorkoutType[]][] = [
  [0.3, ['walking', 'yoga']],
  [0.75, ['strength']],
  [0.35, ['running', 'cycling']],
  [0.7, ['strength']],
  [0.3, ['yoga', 'cardio', 'sports']],
  [0.55, ['strength', 'hiit']],
  [0.6, ['running', 'cycling', 'walking']],
];

/** The lifts of a strength day: base weight (kg) in 2020 and its gain per year, or reps or time alone. */
const LIFTS = [
  { name: 'Squat', base: 60, perYear: 12 },
  { name: 'Bench press', base: 45, perYear: 8 },
  { name: 'Deadlift', base: 80, perYear: 15 },
  { name: 'Overhead press', base: 30, perYear: 5 },
] as const;

/**
 * A lift's working weight on a day: it rises slowly year on year and within each 8-week block, then deloads,
 * so the heaviest sets are recent but not every session's. A function of the date alone, so a five-year history
 * holds the same last year as a one-year one.
 */
function liftWeight(lift: (typeof LIFTS)[number], date: string, rnd: Random): number {
  const years = (dayNumber(date) - dayNumber('2020-01-01')) / 365;
  const block = (dayNumber(date) % 56) / 56;
  const kg = lift.base + lift.perYear * Math.min(years, 8) * 0.8 + block * lift.perYear * 0.4;
  return Math.round((kg + rnd.int(-1, 1) * 2.5) / 2.5) * 2.5;
}

function strengthExercises(date: string, rnd: Random): Exercise[] {
  const lifts = LIFTS.filter((_, i) => i === 0 || rnd.chance(0.7));
  const exercises: Exercise[] = lifts.map((lift) => ({
    // Typed by hand now and then: names are matched ignoring case.
    name: rnd.chance(0.1) ? lift.name.toLowerCase() : lift.name,
    sets: rnd.int(3, 5),
    reps: rnd.pick([5, 5, 6, 8, 8, 10]),
    weightKg: liftWeight(lift, date, rnd),
  }));
  if (rnd.chance(0.5)) exercises.push({ name: 'Pull-up', sets: 3, reps: rnd.int(5, 12) });
  if (rnd.chance(0.4)) exercises.push({ name: 'Plank', sets: 3, durationSec: rnd.int(4, 12) * 10 });
  return exercises;
}

/** 3–5 workouts a week, mixed types; strength days log their lifts. */
export function generateWorkouts(seed: number, days: readonly string[]): DemoWorkout[] {
  const workouts: DemoWorkout[] = [];
  for (const date of days) {
    const rnd = dayRandom(seed, date, WORKOUT_STREAM);
    const [p, types] = WEEK_PLAN[weekdayOf(date)]!;
    if (!rnd.chance(p)) continue;
    const type = rnd.pick(types);
    const duration = type === 'walking' ? rnd.int(30, 75) : rnd.int(25, 70);
    workouts.push({
      name: `${workoutTypeLabels[type]} Session`,
      description: rnd.chance(0.1) ? 'Felt strong today.' : null,
      type,
      difficulty: rnd.pick(['easy', 'medium', 'medium', 'hard'] as const),
      duration,
      calories: rnd.chance(0.85) ? duration * rnd.int(6, 10) : null,
      date,
      exercises: type === 'strength' ? strengthExercises(date, rnd) : [],
    });
  }
  return workouts;
}
