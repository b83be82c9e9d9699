import { useEffect, useState } from 'react';
import { userDay } from '@track-grow/domain';
import type { User } from '@track-grow/domain';

/** The user's day at `now`: their time zone shifted by "my day starts at"; the browser's zone if theirs is unknown. */
export function todayOf(now: Date, user: User | null): string {
  try {
    if (user) return userDay(now, user.timezone, user.dayStartHour);
  } catch {
    // An unknown time zone falls back to the browser's.
  }
  return userDay(now, Intl.DateTimeFormat().resolvedOptions().timeZone, user?.dayStartHour ?? 0);
}

/** The user's today ('yyyy-MM-dd'), checked every minute so the page moves on at midnight. */
export function useToday(user: User | null): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return todayOf(now, user);
}
