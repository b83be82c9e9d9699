import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { dayPart, formatClock, formatLongDate } from '../greeting.ts';
import HomePage from './home-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('greets by first name for the time of day, with the clock as h:mm a and the date as MMM d, yyyy', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-05T16:07:00Z'));
    mockApi({});
    renderWithProviders(<HomePage />, { user: makeUser({ timezone: 'UTC' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good afternoon, Ada');
    expect(screen.getByText(/Mar 5, 2026 · 4:07 PM/)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/4:08 PM/)).toBeInTheDocument();
  });

  it('falls back to "there" without a first name', () => {
    mockApi({});
    renderWithProviders(<HomePage />, { user: makeUser({ firstName: ' ' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (morning|afternoon|evening), there$/,
    );
  });
});

describe('greeting rules', () => {
  it('splits the day at noon and 6 pm in the user’s zone', () => {
    expect(dayPart(new Date('2026-03-05T11:59:00Z'), 'UTC')).toBe('morning');
    expect(dayPart(new Date('2026-03-05T12:00:00Z'), 'UTC')).toBe('afternoon');
    expect(dayPart(new Date('2026-03-05T18:00:00Z'), 'UTC')).toBe('evening');
    expect(dayPart(new Date('2026-03-05T18:00:00Z'), 'Asia/Tokyo')).toBe('morning');
  });

  it('formats as SPEC.md 9 says in English', () => {
    const date = new Date('2026-11-22T09:05:00Z');
    expect(formatClock(date, 'en', 'UTC')).toBe('9:05 AM');
    expect(formatLongDate(date, 'en', 'UTC')).toBe('Nov 22, 2026');
  });
});
