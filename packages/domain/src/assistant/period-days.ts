import { addDays, endOfMonth, startOfMonth, startOfWeek, startOfYear } from '../shared/day';
import type { AssistantPeriod } from './intent.types';

/**
 * The days of a period, in the user's calendar: weeks begin on the user's week start; "this week", "this month"
 * and "this year" end today (nothing later has happened), "last week" and "last month" are whole.
 */
export function periodDays(
  period: AssistantPeriod,
  today: string,
  weekStart: number,
): { from: string; to: string } {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'week':
      return { from: startOfWeek(today, weekStart), to: today };
    case 'lastWeek': {
      const from = addDays(startOfWeek(today, weekStart), -7);
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: startOfMonth(today), to: today };
    case 'lastMonth': {
      const from = startOfMonth(addDays(startOfMonth(today), -1));
      return { from, to: endOfMonth(from) };
    }
    case 'year':
      return { from: startOfYear(today), to: today };
  }
}
