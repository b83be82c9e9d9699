import { sql, type SQL } from 'drizzle-orm';
import { userDay } from '@track-grow/domain/shared';
import type { Clock } from './clock';

interface DayOwner {
  timezone: string;
  dayStartHour: number;
}

/** "Today" for this user: their time zone, shifted by "my day starts at" (DESIGN.md 1). */
export const todayFor = (user: DayOwner, clock: Clock): string =>
  userDay(clock.now(), user.timezone, user.dayStartHour);

/** "My day starts at" as an interval. */
const dayShift = (user: DayOwner) => sql`make_interval(hours => ${user.dayStartHour}::int)`;

/** In SQL: the user's day of an instant (their time zone, shifted by their day start), as domain userDay. */
export const userDaySql = (instant: SQL, user: DayOwner): SQL =>
  sql`((${instant} at time zone ${user.timezone}::text) - ${dayShift(user)})::date`;

/** In SQL: the instant a user's day begins (its inverse: userDaySql of it is the day). */
export const dayStartSql = (day: SQL, user: DayOwner): SQL =>
  sql`((${day}::timestamp + ${dayShift(user)}) at time zone ${user.timezone}::text)`;
