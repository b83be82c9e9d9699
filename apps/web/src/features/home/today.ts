import { userDay } from '@track-grow/domain';
import type { User } from '@track-grow/domain';

/** The user's day at `now`: their time zone shifted by "my day starts at"; the browser's zone if theirs is unknown. */
export function todayOf(now: Date, user: Pick<User, 'timezone' | 'dayStartHour'>): string {
  try {
    return userDay(now, user.timezone, user.dayStartHour);
  } catch {
    return userDay(now, Intl.DateTimeFormat().resolvedOptions().timeZone, user.dayStartHour);
  }
}
