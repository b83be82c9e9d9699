import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@track-grow/domain/auth';
import { makeUser } from '../test/api-mock.ts';
import { createQueryClient } from './query-client.ts';
import { userQueryKey } from './session.ts';
import { todayOf, useToday, useUserToday, userZone } from './user-today.ts';

const auckland = { timezone: 'Pacific/Auckland', dayStartHour: 0 };
const losAngeles = { timezone: 'America/Los_Angeles', dayStartHour: 0 };

/** Pretends the browser runs in `zone` (undefined: it cannot say). */
function browserZone(zone: string | undefined) {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...options,
    timeZone: zone as string,
  });
}

function signedIn(user: User | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('todayOf', () => {
  it('reads the day in Auckland, ahead of UTC, around its midnight', () => {
    // UTC+13 in March (daylight time).
    expect(todayOf(new Date('2026-03-10T10:59:00Z'), auckland)).toBe('2026-03-10');
    expect(todayOf(new Date('2026-03-10T11:00:00Z'), auckland)).toBe('2026-03-11');
    expect(todayOf(new Date('2026-03-10T21:30:00Z'), auckland)).toBe('2026-03-11');
  });

  it('reads the day in Los Angeles, behind UTC, around its midnight', () => {
    // UTC−8 in January: the UTC date is already the 15th at 00:00–07:59.
    expect(todayOf(new Date('2026-01-15T07:59:00Z'), losAngeles)).toBe('2026-01-14');
    expect(todayOf(new Date('2026-01-15T08:00:00Z'), losAngeles)).toBe('2026-01-15');
  });

  it('keeps the hours before a 03:00 day start in the day before', () => {
    const nightOwl = { ...losAngeles, dayStartHour: 3 };
    expect(todayOf(new Date('2026-01-15T08:30:00Z'), nightOwl)).toBe('2026-01-14'); // 00:30
    expect(todayOf(new Date('2026-01-15T10:59:00Z'), nightOwl)).toBe('2026-01-14'); // 02:59
    expect(todayOf(new Date('2026-01-15T11:00:00Z'), nightOwl)).toBe('2026-01-15'); // 03:00
  });

  it('falls back to the browser’s zone for an unknown zone, keeping the day start', () => {
    browserZone('Pacific/Auckland');
    const lost = { timezone: 'Mars/Olympus_Mons', dayStartHour: 0 };
    expect(userZone(lost)).toBe('Pacific/Auckland');
    expect(todayOf(new Date('2026-03-10T11:00:00Z'), lost)).toBe('2026-03-11');
    // 02:30 in Auckland, before a 03:00 start.
    expect(todayOf(new Date('2026-03-10T13:30:00Z'), { ...lost, dayStartHour: 3 })).toBe('2026-03-10');
  });

  it('falls back to UTC when the browser’s zone is unknown too', () => {
    browserZone(undefined);
    const lost = { timezone: 'Mars/Olympus_Mons', dayStartHour: 0 };
    expect(userZone(lost)).toBe('UTC');
    expect(todayOf(new Date('2026-03-10T23:59:00Z'), lost)).toBe('2026-03-10');
  });

  it('uses the browser’s zone and a midnight start when no one is signed in', () => {
    browserZone('America/Los_Angeles');
    expect(userZone(null)).toBe('America/Los_Angeles');
    expect(todayOf(new Date('2026-01-15T07:59:00Z'), null)).toBe('2026-01-14');
  });
});

describe('useToday', () => {
  it('moves on to the next day a minute after the user’s midnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-15T07:59:30Z')); // 23:59:30 in Los Angeles
    const { result } = renderHook(() => useToday(losAngeles));
    expect(result.current).toBe('2026-01-14');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe('2026-01-15');
  });
});

describe('useUserToday', () => {
  it('gives the wall-clock time while the wall date is today, and the user’s week start and date order', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T21:30:00Z')); // 10:30 on the 11th in Auckland
    const user = makeUser({ timezone: 'Pacific/Auckland', weekStart: 1, locale: 'it' });
    const { result } = renderHook(() => useUserToday(), { wrapper: signedIn(user) });
    expect(result.current).toEqual({ today: '2026-03-11', now: '10:30', weekStart: 1, dayFirst: true });
  });

  it('gives no time in the small hours that still belong to yesterday', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T09:30:00Z')); // 01:30 on the 15th in Los Angeles
    const user = makeUser({ timezone: 'America/Los_Angeles', dayStartHour: 3 });
    const { result } = renderHook(() => useUserToday(), { wrapper: signedIn(user) });
    expect(result.current).toEqual({ today: '2026-01-14', now: undefined, weekStart: 0, dayFirst: false });
  });

  it('rolls the clock and the day over every minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-15T10:59:00Z')); // 02:59 in Los Angeles
    const user = makeUser({ timezone: 'America/Los_Angeles', dayStartHour: 3 });
    const { result } = renderHook(() => useUserToday(), { wrapper: signedIn(user) });
    expect(result.current).toMatchObject({ today: '2026-01-14', now: undefined });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toMatchObject({ today: '2026-01-15', now: '03:00' });
  });
});
