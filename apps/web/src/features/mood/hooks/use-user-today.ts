import { useEffect, useState } from 'react';
import { userDay } from '@track-grow/domain/shared';
import { useCurrentUser } from '../../../lib/session.ts';

export interface UserToday {
  /** The user's today, 'yyyy-MM-dd' (time zone and "my day starts at" applied). */
  today: string;
  /** The wall-clock time in the user's zone ('HH:mm'), only while the wall date is still `today`. */
  now: string | undefined;
  weekStart: number;
  /** Italian profiles read 3/12 as 3 December, as the server does. */
  dayFirst: boolean;
}

function validZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The user's today and clock, refreshed every minute so a page left open rolls over at the user's day start. */
export function useUserToday(): UserToday {
  const { user } = useCurrentUser();
  const [instant, setInstant] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setInstant(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const zone = validZone(user?.timezone);
  const today = userDay(instant, zone, user?.dayStartHour ?? 0);
  const wall = wallClock(instant, zone);
  return {
    today,
    now: wall.date === today ? wall.time : undefined,
    weekStart: user?.weekStart ?? 0,
    dayFirst: user?.locale === 'it',
  };
}
