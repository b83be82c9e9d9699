import { addDays, eachDay, startOfMonth, startOfYear } from '../shared/day';

/** What the mood rules read from an entry. */
export interface MoodRating {
  date: string;
  rating: number;
}

/** One day's mood: the mean of that day's entries (several per day are allowed). */
export interface DailyMood {
  date: string;
  average: number;
  count: number;
}

export type MoodFace = 'happy' | 'neutral' | 'sad';

/** A mood average as shown: one decimal. */
export const roundMood = (value: number): number => Math.round(value * 10) / 10;

/** Entries grouped by day, oldest first. */
export function dailyMoods(entries: readonly MoodRating[]): DailyMood[] {
  const byDay = new Map<string, { sum: number; count: number }>();
  for (const { date, rating } of entries) {
    const day = byDay.get(date) ?? { sum: 0, count: 0 };
    day.sum += rating;
    day.count += 1;
    byDay.set(date, day);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { sum, count }]) => ({ date, average: sum / count, count }));
}

/**
 * The mood of the days from `from` to `to` (both included): the mean of the daily averages, so a day with five
 * entries weighs as much as a day with one. Null when no day in the range has an entry. Unrounded.
 */
export function averageMood(daily: readonly DailyMood[], from: string, to: string): number | null {
  let sum = 0;
  let days = 0;
  for (const day of daily) {
    if (day.date < from || day.date > to) continue;
    sum += day.average;
    days += 1;
  }
  return days === 0 ? null : sum / days;
}

/** SPEC.md 9: 4 or more happy, 3 or more neutral, else sad; null (shown "-") with no data. Judged on the shown, rounded value. */
export function moodFace(average: number | null): MoodFace | null {
  if (average === null) return null;
  const shown = roundMood(average);
  return shown >= 4 ? 'happy' : shown >= 3 ? 'neutral' : 'sad';
}

/** The tile text: "4.2", or "-" with no data. */
export const formatMoodAverage = (average: number | null): string =>
  average === null ? '-' : roundMood(average).toFixed(1);

export interface MoodPeriod {
  from: string;
  to: string;
  /** Rounded to one decimal; null with no entries. */
  average: number | null;
  face: MoodFace | null;
  /** Days with at least one entry. */
  days: number;
}

function period(daily: readonly DailyMood[], from: string, to: string): MoodPeriod {
  const average = averageMood(daily, from, to);
  const days = daily.filter((d) => d.date >= from && d.date <= to).length;
  return { from, to, average: average === null ? null : roundMood(average), face: moodFace(average), days };
}

/** SPEC.md 9, the mood tiles: the week is the last 7 days (today included); month and year are calendar periods up to today. */
export function moodPeriods(
  daily: readonly DailyMood[],
  today: string,
): { week: MoodPeriod; month: MoodPeriod; year: MoodPeriod } {
  return {
    week: period(daily, addDays(today, -6), today),
    month: period(daily, startOfMonth(today), today),
    year: period(daily, startOfYear(today), today),
  };
}

/** "Year in pixels": every day of `year` that has entries → its average (one decimal). */
export function yearInPixels(daily: readonly DailyMood[], year: number): Record<string, number> {
  const prefix = `${String(year).padStart(4, '0')}-`;
  const pixels: Record<string, number> = {};
  for (const day of daily) if (day.date.startsWith(prefix)) pixels[day.date] = roundMood(day.average);
  return pixels;
}

/** The trend line: one point per day for the `days` days ending today, null where nothing was logged. */
export function moodTrend(
  daily: readonly DailyMood[],
  today: string,
  days = 30,
): { date: string; average: number | null }[] {
  const byDate = new Map(daily.map((d) => [d.date, d.average]));
  return eachDay(addDays(today, -(days - 1)), today).map((date) => {
    const average = byDate.get(date);
    return { date, average: average === undefined ? null : roundMood(average) };
  });
}
