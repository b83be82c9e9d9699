import type { WellnessEntry } from '@track-grow/domain/wellness';
import { wellnessApi } from '@track-grow/domain/wellness/api';
import { makeUser, mockApi, type MockRoute } from '../../test/api-mock.ts';

/** A Friday morning in UTC; the user's day is the same date. */
export const NOW = new Date('2026-03-20T10:00:00Z');
export const TODAY = '2026-03-20';
export const user = makeUser({ timezone: 'UTC' });

let counter = 0;
const id = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

export const makeEntry = (overrides: Partial<WellnessEntry> = {}): WellnessEntry => ({
  id: id(),
  date: TODAY,
  sleepHours: null,
  sleepQuality: null,
  waterGlasses: null,
  meditationMinutes: null,
  steps: null,
  energy: null,
  stress: null,
  createdAt: '2026-03-20T08:00:00.000Z',
  updatedAt: '2026-03-20T08:00:00.000Z',
  ...overrides,
});

/** The wellness list answered from `entries` (filtered by from/to as the server does); `extra` adds routes. */
export function mockWellnessApi({
  entries = [],
  extra = [],
}: { entries?: WellnessEntry[]; extra?: readonly MockRoute[] } = {}) {
  return mockApi([
    [
      wellnessApi.list,
      ({ url }) => {
        const from = url.searchParams.get('from') ?? '0000-00-00';
        const to = url.searchParams.get('to') ?? '9999-99-99';
        return { body: entries.filter((e) => e.date >= from && e.date <= to) };
      },
    ],
    ...extra,
  ]);
}
