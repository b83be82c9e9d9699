import { numberFormat } from '../shared/number-format';
import { toCents } from '../money/cents';
import { formatTileAmount, type MoneyFormatOptions } from '../money/format';
import type { LifeScoreTrend, WidgetData } from './dashboard.schema';
import type { WidgetId } from './widgets';

export type MoodFace = 'happy' | 'neutral' | 'sad';

/** What a tile shows (SPEC.md 9), before the screen words it in the user's language. */
export type TileValue =
  | { kind: 'ratio'; done: number; total: number }
  | { kind: 'days'; days: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'count'; count: number }
  /** /tasks' Today view: open tasks due today or overdue, and how many of them are overdue. */
  | { kind: 'tasks'; count: number; overdue: number }
  /** `text` is the absolute amount ("$1.2k"); `negative` when expenses exceeded income. */
  | { kind: 'money'; text: string; negative: boolean }
  /** average null ("-") without moods. */
  | { kind: 'mood'; average: number | null; face: MoodFace | null }
  | { kind: 'hours'; hours: number }
  | { kind: 'lifeScore'; score: number | null; trend: LifeScoreTrend };

/** SPEC.md 9: 4 or more happy, 3 or more neutral, else sad. */
export function moodFace(average: number): MoodFace {
  if (average >= 4) return 'happy';
  if (average >= 3) return 'neutral';
  return 'sad';
}

/** Minutes as hours to one decimal (SPEC.md 9: duration/60): 90 → 1.5, 100 → 1.7. */
export const minutesToHours = (minutes: number): number => Math.round(minutes / 6) / 10;

/** A number with exactly one decimal in the user's locale: "4.2", "4,2". */
export const formatOneDecimal = (value: number, locale: string): string =>
  numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** Income − expenses of a period, in cents. */
export const balanceCents = (period: { income: string; expenses: string }): bigint =>
  toCents(period.income) - toCents(period.expenses);

function moneyTile(period: { income: string; expenses: string }, money: MoneyFormatOptions): TileValue {
  const cents = balanceCents(period);
  return { kind: 'money', text: formatTileAmount(cents, money), negative: cents < 0n };
}

function moodTile(period: { average: number | null; count: number }): TileValue {
  if (period.average === null || period.count === 0) return { kind: 'mood', average: null, face: null };
  const average = Math.round(period.average * 10) / 10;
  return { kind: 'mood', average, face: moodFace(average) };
}

/**
 * The value of one tile from the widget bundle (SPEC.md 9). Money is formatted in the profile's currency;
 * an amount the bundle holds malformed gives null, which the tile shows as "-" (SPEC.md 8: no error shown).
 */
export function tileValue(id: WidgetId, data: WidgetData, money: MoneyFormatOptions = {}): TileValue | null {
  try {
    switch (id) {
      case 'habits_today':
        return { kind: 'ratio', done: data.stats.completedToday, total: data.stats.totalHabits };
      case 'habits_streak':
        return { kind: 'days', days: data.stats.longestStreak };
      case 'weekly_progress':
        return { kind: 'percent', percent: Math.round(data.weeklyStats.completionRate) };
      case 'tasks_today':
        return { kind: 'tasks', count: data.tasks.today, overdue: data.tasks.overdue };
      case 'money_today':
        return moneyTile(data.transactions.today, money);
      case 'money_week':
        return moneyTile(data.transactions.week, money);
      case 'money_month':
        return moneyTile(data.transactions.month, money);
      case 'money_year':
        return moneyTile(data.transactions.year, money);
      case 'mood_week':
        return moodTile(data.moods.week);
      case 'mood_month':
        return moodTile(data.moods.month);
      case 'mood_year':
        return moodTile(data.moods.year);
      case 'books_read':
        return { kind: 'count', count: data.books.completed };
      case 'fitness_hours_week':
        return { kind: 'hours', hours: minutesToHours(data.workouts.weekMinutes) };
      case 'fitness_hours_month':
        return { kind: 'hours', hours: minutesToHours(data.workouts.monthMinutes) };
      case 'focus_hours_week':
        return { kind: 'hours', hours: minutesToHours(data.focusSessions.weekMinutes) };
      case 'focus_hours_month':
        return { kind: 'hours', hours: minutesToHours(data.focusSessions.monthMinutes) };
      case 'life_score':
        return { kind: 'lifeScore', score: data.lifeScore.currentScore, trend: data.lifeScore.trend };
    }
  } catch {
    return null;
  }
}
