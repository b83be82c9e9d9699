import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/day';
import { dailyIndex, lessonOfTheDay, quoteOfTheDay, stableHash } from './daily';
import { lessonLibrary } from './library';
import { quotes } from './quotes';

const alice = '0190a1b2-0000-7000-8000-000000000001';
const bob = '0190a1b2-0000-7000-8000-000000000002';

describe('quote of the day', () => {
  it('is the same all day and another tomorrow', () => {
    expect(quoteOfTheDay(alice, '2026-03-10')).toEqual(quoteOfTheDay(alice, '2026-03-10'));
    expect(quoteOfTheDay(alice, '2026-03-11')).not.toEqual(quoteOfTheDay(alice, '2026-03-10'));
  });

  it('shows every quote once before repeating, never twice in a row', () => {
    const seen = new Set<number>();
    for (let i = 0; i < quotes.length; i++) {
      const date = addDays('2026-01-01', i);
      seen.add(dailyIndex(alice, date, quotes.length));
      expect(quoteOfTheDay(alice, addDays(date, 1))).not.toEqual(quoteOfTheDay(alice, date));
    }
    expect(seen.size).toBe(quotes.length);
  });

  it('depends on the user', () => {
    const days = Array.from({ length: 10 }, (_, i) => addDays('2026-03-01', i));
    expect(days.map((d) => quoteOfTheDay(alice, d))).not.toEqual(days.map((d) => quoteOfTheDay(bob, d)));
    expect(stableHash(alice)).toBe(stableHash(alice));
  });
});

describe('lesson of the day', () => {
  it('is stable for a day and prefers lessons not yet learned', () => {
    const today = '2026-03-10';
    const first = lessonOfTheDay(alice, today, new Set());
    expect(lessonOfTheDay(alice, today, new Set())).toEqual(first);
    const learned = new Set(lessonLibrary.map((l) => l.id).filter((id) => id !== 'inversion'));
    expect(lessonOfTheDay(alice, today, learned).id).toBe('inversion');
    expect(lessonOfTheDay(alice, addDays(today, 1), new Set()).id).not.toBe(first.id);
  });

  it('picks from the whole library once every lesson is learned', () => {
    const all = new Set(lessonLibrary.map((l) => l.id));
    expect(all.has(lessonOfTheDay(alice, '2026-03-10', all).id)).toBe(true);
  });
});
