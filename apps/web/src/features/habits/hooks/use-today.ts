import { useEffect, useState } from 'react';
import { userDay } from '@track-grow/domain';
import type { User } from '@track-grow/domain/auth';

/** The user's today (time zone and "my day starts at"), re-read every minute so midnight moves it. */
export function useToday(user: Pick<User, 'timezone' | 'dayStartHour'>): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const interval = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(interval);
  }, []);
  return userDay(now, user.timezone, user.dayStartHour);
}
