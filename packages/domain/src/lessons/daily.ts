import { dayNumber } from '../shared/day';
import type { Lesson, Quote } from './lessons.schema';
import { lessonLibrary } from './library';
import { quotes } from './quotes';

/** FNV-1a: a small, stable 32-bit hash of a string (the same on the server, the web and in tests). */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A user's place in a rotation of `size` items on `date` (their own day): a per-user start, then one step a
 * day, so every user sees every item once per `size` days and never the same one two days running.
 */
export function dailyIndex(userId: string, date: string, size: number): number {
  if (size <= 0) throw new RangeError('empty rotation');
  return (((stableHash(userId) + dayNumber(date)) % size) + size) % size;
}

/** The user's quote for their day `date`: the same all day, another tomorrow. */
export const quoteOfTheDay = (userId: string, date: string): Quote =>
  quotes[dailyIndex(userId, date, quotes.length)]!;

/**
 * The lesson of the user's day: from the lessons not learned before today (a lesson learned today stays the
 * lesson of the day until tomorrow), or from the whole library once every lesson is learned.
 */
export function lessonOfTheDay(
  userId: string,
  date: string,
  learnedBeforeToday: ReadonlySet<string>,
): Lesson {
  const open = lessonLibrary.filter((lesson) => !learnedBeforeToday.has(lesson.id));
  const pool = open.length > 0 ? open : lessonLibrary;
  return pool[dailyIndex(userId, date, pool.length)]!;
}
