import {
  HABIT_TIMERS_KEY,
  habitTimerKey,
  type Habit,
  type HabitCompletion,
  type HabitStats,
} from '@track-grow/domain/habits';

/** Test data for the habits screen (a factory with overrides, STYLE.md 7). */
export const READ_ID = '0195f3a2-7c4e-7d2a-9b1e-000000000001';
export const WALK_ID = '0195f3a2-7c4e-7d2a-9b1e-000000000002';
export const GYM_ID = '0195f3a2-7c4e-7d2a-9b1e-000000000003';
export const STRETCH_ID = '0195f3a2-7c4e-7d2a-9b1e-000000000004';

export function makeHabit(overrides: Partial<Habit> = {}): Habit {
  return {
    id: READ_ID,
    name: 'Read',
    description: null,
    icon: '📚',
    color: '#8b5cf6',
    schedule: { kind: 'daily' },
    targetMinutes: null,
    reminderTime: null,
    sortOrder: 0,
    startDate: '2026-01-01',
    archivedAt: null,
    createdAt: '2026-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export const done = (habitId: string, date: string): HabitCompletion => ({
  habitId,
  date,
  completed: true,
  skipped: false,
});
export const skipped = (habitId: string, date: string): HabitCompletion => ({
  habitId,
  date,
  completed: false,
  skipped: true,
});

export function makeStats(overrides: Partial<HabitStats> = {}): HabitStats {
  return {
    habitId: READ_ID,
    currentStreak: 4,
    bestStreak: 12,
    strength: 63,
    completionRate30: 80,
    completionRate90: 71,
    totalCompletions: 52,
    streakUnit: 'day',
    ...overrides,
  };
}

/** Saturday 14 March 2026, 10:00 in Rome (the test user's zone). */
export const NOW = new Date('2026-03-14T09:00:00.000Z');
export const TODAY = '2026-03-14';

/** A 1-minute timer for `habitId` today, started `secondsAgo` before NOW, as a reload finds it in storage. */
export function storeRunningTimer(habitId: string, secondsAgo: number): void {
  window.localStorage.setItem(
    HABIT_TIMERS_KEY,
    JSON.stringify({
      [habitTimerKey(habitId, TODAY)]: {
        elapsedSeconds: 0,
        isRunning: true,
        targetMinutes: 1,
        startDate: TODAY,
        runningSince: NOW.getTime() - secondsAgo * 1000,
      },
    }),
  );
}
