import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vacations } from '../../db/schema';

export type VacationRow = typeof vacations.$inferSelect;

/** Newest first by start date; keyset page of limit + 1 rows; from/to keep the vacations overlapping them. */
export async function listVacations(
  db: Db,
  userId: string,
  options: {
    from: string | undefined;
    to: string | undefined;
    limit: number;
    before: [string, string] | undefined;
  },
): Promise<VacationRow[]> {
  const { from, to, before } = options;
  return db
    .select()
    .from(vacations)
    .where(
      and(
        eq(vacations.userId, userId),
        from ? gte(vacations.endDate, from) : undefined,
        to ? lte(vacations.startDate, to) : undefined,
        before
          ? or(
              lt(vacations.startDate, before[0]),
              and(eq(vacations.startDate, before[0]), lt(vacations.id, before[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(vacations.startDate), desc(vacations.id))
    .limit(options.limit + 1);
}

export async function insertVacation(
  db: Db,
  userId: string,
  values: { startDate: string; endDate: string },
): Promise<VacationRow> {
  const [row] = await db
    .insert(vacations)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('vacation insert returned nothing');
  return row;
}

export async function deleteVacation(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(vacations)
    .where(and(eq(vacations.userId, userId), eq(vacations.id, id)))
    .returning({ id: vacations.id });
  return deleted.length > 0;
}

/**
 * A scalar subquery for another area's statement: the user's vacations overlapping `from`..`to` as a JSON array of
 * [start, end] (values may be placeholders or subqueries).
 */
export const vacationSpans = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`(select coalesce(json_agg(json_build_array(v.start_date, v.end_date)), '[]')
         from vacations v where v.user_id = ${userId} and v.start_date <= ${to} and v.end_date >= ${from})`;
