import { crossAreaInsights, INSIGHTS_WINDOW_DAYS, type Insights } from '@track-grow/domain/dashboard';
import { addDays } from '@track-grow/domain/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { todayFor } from '../../lib/user-day';
import * as q from './queries';

export interface InsightsDeps {
  db: Database;
  clock: Clock;
}
export type InsightsUser = q.InsightsUser;

/**
 * What goes with better days across areas (domain crossAreaInsights) over the 90 days ending on the user's today:
 * one statement, the areas' days aggregated in SQL with the habits' data, whose scheduled and done days the
 * habits service counts.
 */
export async function insightsOf(deps: InsightsDeps, user: InsightsUser): Promise<Insights> {
  const to = todayFor(user, deps.clock);
  const from = addDays(to, -(INSIGHTS_WINDOW_DAYS - 1));
  const data = await q.insightData(deps.db, user, to, from, to);
  return { days: INSIGHTS_WINDOW_DAYS, insights: crossAreaInsights(data) };
}
