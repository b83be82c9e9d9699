import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WidgetData } from './dashboard.schema';
import { balanceCents, formatOneDecimal, minutesToHours, moodFace, tileValue } from './widget-tiles';

const period = (income: string, expenses: string) => ({ income, expenses });
const mood = (average: number | null, count: number) => ({ average, count });

const bundle = (overrides: Partial<WidgetData> = {}): WidgetData => ({
  today: '2026-03-05',
  stats: { completedToday: 3, totalHabits: 5, longestStreak: 12 },
  weeklyStats: { completionRate: 86 },
  transactions: {
    today: period('0.00', '12.50'),
    week: period('100.00', '40.00'),
    month: period('3000.00', '1765.44'),
    year: period('10.00', '2500010.00'),
  },
  tasks: { today: 4, overdue: 1 },
  moods: { week: mood(4.25, 7), month: mood(3, 20), year: mood(2.94, 200) },
  books: { completed: 7 },
  workouts: { weekMinutes: 90, monthMinutes: 100 },
  focusSessions: { weekMinutes: 0, monthMinutes: 125 },
  lifeScore: { currentScore: 72, previousScore: 65, trend: 'up' },
  ...overrides,
});

describe('tile rules (SPEC.md 9)', () => {
  const data = bundle();

  it('habits: completed/total; streak in days; weekly progress rounded; tasks and books counted', () => {
    expect(tileValue('habits_today', data)).toEqual({ kind: 'ratio', done: 3, total: 5 });
    expect(tileValue('habits_streak', data)).toEqual({ kind: 'days', days: 12 });
    expect(tileValue('weekly_progress', data)).toEqual({ kind: 'percent', percent: 86 });
    expect(tileValue('tasks_today', data)).toEqual({ kind: 'tasks', count: 4, overdue: 1 });
    expect(tileValue('books_read', data)).toEqual({ kind: 'count', count: 7 });
  });

  it('money: income − expenses of the period, absolute, with k and M', () => {
    expect(tileValue('money_today', data)).toEqual({ kind: 'money', text: '$13', negative: true });
    expect(tileValue('money_week', data)).toEqual({ kind: 'money', text: '$60', negative: false });
    expect(tileValue('money_month', data)).toEqual({ kind: 'money', text: '$1.2k', negative: false });
    expect(tileValue('money_year', data)).toEqual({ kind: 'money', text: '$2.5M', negative: true });
    expect(balanceCents(period('10.00', '2.55'))).toBe(745n);
  });

  it('money in the profile currency and language', () => {
    expect(tileValue('money_month', data, { currency: 'EUR', locale: 'it-IT' })).toEqual({
      kind: 'money',
      text: '1,2k\u00a0€',
      negative: false,
    });
    expect(tileValue('money_month', data, { currency: 'GBP' })).toMatchObject({ text: '£1.2k' });
  });

  it('a malformed amount gives no value rather than an error', () => {
    const broken = bundle({ transactions: { ...data.transactions, week: period('lots', '1') } });
    expect(tileValue('money_week', broken)).toBeNull();
    expect(tileValue('money_today', broken)).not.toBeNull();
  });

  it('mood: the average to one decimal with its face, none without moods', () => {
    expect(tileValue('mood_week', data)).toEqual({ kind: 'mood', average: 4.3, face: 'happy' });
    expect(tileValue('mood_month', data)).toEqual({ kind: 'mood', average: 3, face: 'neutral' });
    expect(tileValue('mood_year', data)).toEqual({ kind: 'mood', average: 2.9, face: 'sad' });
    const none = bundle({ moods: { week: mood(null, 0), month: mood(4, 0), year: mood(null, 0) } });
    expect(tileValue('mood_week', none)).toEqual({ kind: 'mood', average: null, face: null });
    expect(tileValue('mood_month', none)).toEqual({ kind: 'mood', average: null, face: null });
  });

  it('faces: 4 or more happy, 3 or more neutral, else sad', () => {
    expect(moodFace(5)).toBe('happy');
    expect(moodFace(4)).toBe('happy');
    expect(moodFace(3.99)).toBe('neutral');
    expect(moodFace(3)).toBe('neutral');
    expect(moodFace(2.99)).toBe('sad');
    expect(moodFace(1)).toBe('sad');
  });

  it('fitness and focus: minutes/60 to one decimal', () => {
    expect(tileValue('fitness_hours_week', data)).toEqual({ kind: 'hours', hours: 1.5 });
    expect(tileValue('fitness_hours_month', data)).toEqual({ kind: 'hours', hours: 1.7 });
    expect(tileValue('focus_hours_week', data)).toEqual({ kind: 'hours', hours: 0 });
    expect(tileValue('focus_hours_month', data)).toEqual({ kind: 'hours', hours: 2.1 });
    expect(minutesToHours(6000)).toBe(100);
  });

  it('life score: the number and its trend, null when there is none', () => {
    expect(tileValue('life_score', data)).toEqual({ kind: 'lifeScore', score: 72, trend: 'up' });
    const none = bundle({ lifeScore: { currentScore: null, previousScore: null, trend: 'flat' } });
    expect(tileValue('life_score', none)).toEqual({ kind: 'lifeScore', score: null, trend: 'flat' });
  });

  it('one decimal in the locale', () => {
    expect(formatOneDecimal(4, 'en-US')).toBe('4.0');
    expect(formatOneDecimal(4.25, 'it-IT')).toBe('4,3');
  });

  it('hours stay within a twentieth of an hour of the minutes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (minutes) => {
        const hours = minutesToHours(minutes);
        return Math.abs(hours - minutes / 60) <= 0.05 + 1e-9 && Number.isInteger(Math.round(hours * 10));
      }),
    );
  });

  it('a money tile shows the band of its magnitude: units, k or M (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (cents) => {
        const income = cents >= 0n ? cents : 0n;
        const expenses = cents >= 0n ? 0n : -cents;
        const dec = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
        const periods = period(dec(income), dec(expenses));
        const value = tileValue(
          'money_week',
          bundle({ transactions: { ...data.transactions, week: periods } }),
        );
        if (value?.kind !== 'money') return false;
        const abs = cents < 0n ? -cents : cents;
        // The band follows the rounded value: 999.50 shows as $1.0k, 999,950 as $1.0M.
        const band = abs < 99_950n ? '' : abs < 99_995_000n ? 'k' : 'M';
        const shown = value.text.endsWith('M') ? 'M' : value.text.endsWith('k') ? 'k' : '';
        return shown === band && value.negative === cents < 0n;
      }),
    );
  });
});
