import { sql, type SQL } from 'drizzle-orm';

interface Days {
  from: string;
  to: string;
}

/**
 * A scalar subquery for an area's own table of dated rows: `{"week": n, "month": n}`, the sums of `column` over
 * the rows matching `where` in each span, in one range scan of (user_id, date) over both.
 */
export const weekMonthSums = (
  table: SQL,
  column: SQL,
  where: SQL,
  userId: unknown,
  week: Days,
  month: Days,
): SQL =>
  sql`(select json_build_object(
      'week', coalesce(sum(${column}) filter (where date between ${week.from}::date and ${week.to}::date), 0),
      'month', coalesce(sum(${column}) filter (where date between ${month.from}::date and ${month.to}::date), 0))
    from ${table} where user_id = ${userId} and ${where}
      and date between least(${week.from}::date, ${month.from}::date) and greatest(${week.to}::date, ${month.to}::date))`;
