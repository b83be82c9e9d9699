import type { Mood, MoodSummary } from '@track-grow/domain/mood';
import { moodApi } from '@track-grow/domain/mood/api';
import { makeUser, mockApi, type MockRoute } from '../../test/api-mock.ts';

// 10 March 2026, 21:30 UTC: in Auckland (UTC+13) it is already the 11th.
export const NOW = new Date('2026-03-10T21:30:00Z');
export const user = makeUser({ timezone: 'Pacific/Auckland', createdAt: '2025-06-01T00:00:00.000Z' });
export const TODAY = '2026-03-11';

/** One of the summary's periods: its mean rating and how many days had a mood. */
export const period = (average: number | null, days: number) => ({
  from: '2026-03-05',
  to: TODAY,
  average,
  face: null,
  days,
});

export function makeSummary(overrides: Partial<MoodSummary> = {}): MoodSummary {
  return {
    today: TODAY,
    firstYear: null,
    week: period(null, 0),
    month: period(null, 0),
    year: period(null, 0),
    trend: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`,
      average: null,
    })),
    pixels: { year: 2026, days: {} },
    ...overrides,
  };
}

let counter = 0;
export function makeMood(overrides: Partial<Mood> = {}): Mood {
  counter += 1;
  return {
    id: `0195f3a2-7c4e-7d2a-9b1e-${String(counter).padStart(12, '0')}`,
    date: TODAY,
    rating: 4,
    emotions: [],
    note: null,
    createdAt: '2026-03-10T20:00:00.000Z',
    ...overrides,
  };
}

/** Moods, the summary and the insights (none unless given). */
export function mockMoodApi(moods: Mood[], summary = makeSummary(), extra: readonly MockRoute[] = []) {
  return mockApi([
    [moodApi.list, { body: moods }],
    [moodApi.summary, { body: summary }],
    [moodApi.insights, { body: [] }],
    ...extra,
  ]);
}
