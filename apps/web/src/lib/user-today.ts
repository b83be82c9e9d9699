import { useEffect, useState } from 'react';
import type { User } from '@track-grow/domain/auth';
import { userDay, wallClock } from '@track-grow/domain/shared';
import { useCurrentUser } from './session.ts';

type DayUser = Pick<User, 'timezone' | 'dayStartHour'>;

export interface UserToday {
  /** The user's today, 'yyyy-MM-dd' (time zone and "my day starts at" applied). */
  today: string;
  /** The wall-clock time in the user's zone ('HH:mm'), only while the wall date is still `today`. */
  now: string | undefined;
  weekStart: number;
  /** Italian profiles read 3/12 as 3 December, as the server does. */
  dayFirst: boolean;
}

/** Answers per zone: building an Intl.DateTimeFormat to ask costs about a millisecond, and every render asks. */
const knownZones = new Map<string, boolean>();

function isTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/** The zone the user's day is read in: theirs; the browser's when theirs is unknown (or no one is signed in); else UTC. */
export function userZone(user: Pick<User, 'timezone'> | null): string {
  if (user && isTimeZone(user.timezone)) return user.timezone;
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(browser) ? browser : 'UTC';
}

/** The user's day at `now`: their time zone shifted by "my day starts at". */
export function todayOf(now: Date, user: DayUser | null): string {
  return userDay(now, userZone(user), user?.dayStartHour ?? 0);
}

/** The current instant, re-read every minute so a page left open moves on at the user's day start (and a clock shown moves on). */
export function useMinuteClock(): Date {
  const [instant, setInstant] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setInstant(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return instant;
}

/** The user's today ('yyyy-MM-dd'), checked every minute. */
export function useToday(user: DayUser | null): string {
  return todayOf(useMinuteClock(), user);
}

/** The signed-in user's today, clock and calendar habits, checked every minute. */
export function useUserToday(): UserToday {
  const { user } = useCurrentUser();
  const instant = useMinuteClock();
  const today = todayOf(instant, user);
  const wall = wallClock(instant, userZone(user));
  return {
    today,
    now: wall.date === today ? wall.time : undefined,
    weekStart: user?.weekStart ?? 0,
    dayFirst: user?.locale === 'it',
  };
}
