import { crossAreaInsights, INSIGHTS_WINDOW_DAYS, type Insights } from '@track-grow/domain/dashboard';
import { addDays } from '@track-grow/domain/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { todayFor } from '../../lib/user-day';
import type { UserRow } from '../auth/types';
// The habits module's days of scheduled and done habits, as the mood insights read them.
import { habitDaysOf } from '../habits/stats-service';
import * as q from './queries';

export interface InsightsDeps {
  db: Database;
  clock: Clock;
}
export type InsightsUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart'>;

/**
 * What goes with better days across areas (domain crossAreaInsights) over the 90 days ending on the user's today:
 * two statements in parallel, the areas' days aggregated in SQL and the habits' scheduled and done days.
 */
export async function insightsOf(deps: InsightsDeps, user: InsightsUser): Promise<Insights> {
  const to = todayFor(user, deps.clock);
  const from = addDays(to, -(INSIGHTS_WINDOW_DAYS - 1));
  const [days, habitDays] = await Promise.all([
    q.insightDays(deps.db, user, from, to),
    habitDaysOf(deps, user, to, from, to),
  ]);
  return { days: INSIGHTS_WINDOW_DAYS, insights: crossAreaInsights({ ...days, habitDays }) };
}
