import { describe, expect, it } from 'vitest';
import { habitsDueToday, habitsDueTodayWindow } from './due-today';
import type { HabitRule } from './history';
import { rows } from './testing';

const TODAY = '2026-03-05'; // a Thursday
const MONDAY = '2026-03-02';
const daily = (id: string, startDate = '2026-01-01'): HabitRule => ({
  id,
  schedule: { kind: 'daily' },
  startDate,
});

describe('habits due today (Home’s reminder, the Habits screen and the tiles)', () => {
  it('reads today’s week of completions', () => {
    expect(habitsDueTodayWindow(TODAY, 1)).toEqual({ from: MONDAY, to: '2026-03-08' });
    expect(habitsDueTodayWindow(TODAY, 0)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
  });

  it('counts the habits due today and those done', () => {
    const habits = [daily('a'), daily('b')];
    expect(habitsDueToday(habits, rows('a', TODAY, 'x'), [], TODAY, 1)).toEqual({
      hasHabits: true,
      total: 2,
      completed: 1,
    });
    expect(habitsDueToday([], [], [], TODAY, 1)).toEqual({ hasHabits: false, total: 0, completed: 0 });
  });

  it('leaves out a weekday not listed, a met weekly count, a skipped day, a vacation and a habit not started', () => {
    const mondays: HabitRule = {
      id: 'm',
      schedule: { kind: 'weekdays', days: [1] },
      startDate: '2026-01-01',
    };
    const twiceAWeek: HabitRule = {
      id: 'w',
      schedule: { kind: 'timesPerWeek', count: 2 },
      startDate: '2026-01-01',
    };
    const skipped = daily('s');
    const later = daily('l', '2026-04-01');
    const completions = [...rows('w', MONDAY, 'xx'), ...rows('s', TODAY, 's')];
    const habits = [mondays, twiceAWeek, skipped, later, daily('d')];
    expect(habitsDueToday(habits, completions, [], TODAY, 1)).toEqual({
      hasHabits: true,
      total: 1,
      completed: 0,
    });
    const away = [{ startDate: '2026-03-04', endDate: '2026-03-06' }];
    expect(habitsDueToday(habits, completions, away, TODAY, 1)).toEqual({
      hasHabits: true,
      total: 0,
      completed: 0,
    });
  });
});
