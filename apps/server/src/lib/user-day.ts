import { userDay } from '@track-grow/domain/shared';
import type { Clock } from './clock';

interface DayOwner {
  timezone: string;
  dayStartHour: number;
}

/** "Today" for this user: their time zone, shifted by "my day starts at" (DESIGN.md 1). */
export const todayFor = (user: DayOwner, clock: Clock): string =>
  userDay(clock.now(), user.timezone, user.dayStartHour);
