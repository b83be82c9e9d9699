import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import { executeOne, executePrepared, runPrepared } from '../../db/prepared';
import { budgetThresholds, transactions } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

export type TransactionRow = Pick<
  typeof transactions.$inferSelect,
  'id' | 'date' | 'type' | 'amount' | 'category' | 'description' | 'createdAt'
>;
export type NewTransaction = Pick<
  typeof transactions.$inferInsert,
  'date' | 'type' | 'amount' | 'category' | 'description'
>;
export type TransactionPatch = Partial<NewTransaction>;

const transactionColumns = {
  id: transactions.id,
  date: transactions.date,
  type: transactions.type,
  amount: transactions.amount,
  category: transactions.category,
  description: transactions.description,
  createdAt: transactions.createdAt,
};

/** A page of transactions, newest first (date, then creation order: ids are UUID v7); limit + 1 rows. */
export async function listTransactions(
  db: Db,
  userId: string,
  q: { from: string; to: string | undefined; limit: number; before: readonly [string, string] | undefined },
): Promise<TransactionRow[]> {
  const where: SQL[] = [eq(transactions.userId, userId), gte(transactions.date, q.from)];
  if (q.to) where.push(lte(transactions.date, q.to));
  if (q.before)
    where.push(
      sql`(${transactions.date}, ${transactions.id}) < (${q.before[0]}::date, ${q.before[1]}::uuid)`,
    );
  return runPrepared(
    db
      .select(transactionColumns)
      .from(transactions)
      .where(and(...where))
      .orderBy(desc(transactions.date), desc(transactions.id))
      .limit(q.limit + 1),
  );
}

export async function findTransaction(
  db: Db,
  userId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
  return row;
}

export async function insertTransaction(
  db: Db,
  userId: string,
  values: NewTransaction,
): Promise<TransactionRow> {
  const [row] = await db
    .insert(transactions)
    .values({ ...values, userId })
    .returning(transactionColumns);
  return row!;
}

export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  patch: TransactionPatch,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set(patch)
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
    .returning(transactionColumns);
  return row;
}

export async function deleteTransaction(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
    .returning({ id: transactions.id });
  return rows.length > 0;
}

/** Expenses dated from `from` to `to` (the budget alerts' week and month). */
export async function expensesBetween(db: Db, userId: string, from: string, to: string) {
  return runPrepared(
    db
      .select({ date: transactions.date, type: transactions.type, amount: transactions.amount })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.type, 'expense'),
          gte(transactions.date, from),
          lte(transactions.date, to),
        ),
      ),
  );
}

export interface BudgetLimits {
  weeklyLimit: string | null;
  monthlyLimit: string | null;
}

export async function findBudgetThreshold(db: Db, userId: string): Promise<BudgetLimits | undefined> {
  const [row] = await db
    .select({ weeklyLimit: budgetThresholds.weeklyLimit, monthlyLimit: budgetThresholds.monthlyLimit })
    .from(budgetThresholds)
    .where(eq(budgetThresholds.userId, userId));
  return row;
}

/** One row per user: insert, or replace both limits. */
export async function upsertBudgetThreshold(
  db: Db,
  userId: string,
  limits: BudgetLimits,
): Promise<BudgetLimits> {
  const [row] = await db
    .insert(budgetThresholds)
    .values({ userId, ...limits })
    .onConflictDoUpdate({ target: budgetThresholds.userId, set: { ...limits, updatedAt: sql`now()` } })
    .returning({ weeklyLimit: budgetThresholds.weeklyLimit, monthlyLimit: budgetThresholds.monthlyLimit });
  return row!;
}

export interface MonthTotals {
  month: string;
  income: string;
  expenses: string;
}
export interface CategoryTotal {
  category: string;
  amount: string;
}

/**
 * The money summary's sums in one statement over one index range scan (user_id, date): income and expenses per
 * month ('yyyy-MM') from `from` to `to`, and the expenses per category (largest first) from `monthStart` to `to`.
 * Sums are numeric (exact cents); months are grouped by date_trunc, about twice as cheap as to_char per row.
 */
export async function summarySums(
  db: Db,
  userId: string,
  range: { from: string; monthStart: string; to: string },
): Promise<{ months: MonthTotals[]; categories: CategoryTotal[] }> {
  const rows = await executePrepared<{ months: MonthTotals[] | null; categories: CategoryTotal[] | null }>(
    db,
    sql`
    with t as materialized (
      select date, type, amount, category from transactions
      where user_id = ${userId} and date >= ${range.from}::date and date <= ${range.to}::date
    )
    select
      (select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'income', m.income::text, 'expenses', m.expenses::text))
         from (select date_trunc('month', date::timestamp) as month,
                      coalesce(sum(amount) filter (where type = 'income'), 0) as income,
                      coalesce(sum(amount) filter (where type = 'expense'), 0) as expenses
                 from t group by 1) m) as months,
      (select json_agg(json_build_object('category', c.category, 'amount', c.amount::text) order by c.amount desc, c.category)
         from (select category, sum(amount) as amount from t
                where type = 'expense' and date >= ${range.monthStart}::date group by category) c) as categories`,
  );
  const row = rows[0];
  return { months: row?.months ?? [], categories: row?.categories ?? [] };
}

/** A page of the export, oldest first, after the (date, id) key of the previous page. */
export async function exportPage(
  db: Db,
  userId: string,
  after: readonly [string, string] | undefined,
  limit: number,
) {
  const where: SQL[] = [eq(transactions.userId, userId)];
  if (after)
    where.push(sql`(${transactions.date}, ${transactions.id}) > (${after[0]}::date, ${after[1]}::uuid)`);
  return db
    .select({
      id: transactions.id,
      date: transactions.date,
      type: transactions.type,
      amount: transactions.amount,
      category: transactions.category,
      description: transactions.description,
    })
    .from(transactions)
    .where(and(...where))
    .orderBy(asc(transactions.date), asc(transactions.id))
    .limit(limit);
}

/** What duplicate detection compares, for the stored transactions dated from `from` to `to`. */
export async function duplicateFieldsBetween(db: Db, userId: string, from: string, to: string) {
  return db
    .select({
      date: transactions.date,
      type: transactions.type,
      amount: transactions.amount,
      description: transactions.description,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), gte(transactions.date, from), lte(transactions.date, to)));
}

/** Serialises imports of one user, so two at once cannot both insert the same rows. Inside a transaction. */
export async function lockUserImports(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`transactions-import:${userId}`}))`);
}

const INSERT_BATCH = 5000;

/**
 * Inserts many transactions with one statement per 5,000 rows: each column travels as one array parameter
 * and `unnest` turns them back into rows (a VALUES list of 20,000 rows would be 140,000 parameters).
 */
export async function insertTransactions(
  tx: Db,
  userId: string,
  rows: readonly NewTransaction[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    const column = <T>(pick: (r: NewTransaction) => T) => sql.param(batch.map(pick));
    await tx.execute(sql`
      insert into ${transactions} (id, user_id, date, type, amount, category, description)
      select u.id, ${userId}::uuid, u.date, u.type, u.amount, u.category, u.description
      from unnest(
        ${sql.param(batch.map(() => uuidv7()))}::uuid[],
        ${column((r) => r.date)}::date[],
        ${column((r) => r.type)}::text[],
        ${column((r) => r.amount)}::numeric[],
        ${column((r) => r.category ?? 'Other')}::text[],
        ${column((r) => r.description ?? null)}::text[]
      ) as u(id, date, type, amount, category, description)`);
  }
}

interface Days {
  from: string;
  to: string;
}

/** Income or expenses of the days (of one category, or the three largest categories). */
export function typeTotals(
  db: Db,
  userId: string,
  type: 'income' | 'expense',
  days: Days,
  category: string | null,
): Promise<{ total: string; count: number; top: { category: string; total: string }[] }> {
  const inCategory = category === null ? sql`true` : sql`lower(category) = lower(${category})`;
  return executeOne(
    db,
    sql`select coalesce(sum(amount), 0)::text as total, count(*)::int as count,
      coalesce((select json_agg(json_build_object('category', c.category, 'total', c.total::text) order by c.total desc, c.category)
        from (select category, sum(amount) as total from transactions
          where user_id = ${userId} and type = ${type} and date between ${days.from}::date and ${days.to}::date
          group by category order by total desc, category limit 3) c), '[]') as top
    from transactions
    where user_id = ${userId} and type = ${type} and date between ${days.from}::date and ${days.to}::date
      and ${inCategory}`,
  );
}

/** Expenses of the budget week and month, and the limits (null when not set). */
export function budgetSpent(
  db: Db,
  userId: string,
  week: Days,
  month: Days,
): Promise<{
  weekSpent: string;
  monthSpent: string;
  weeklyLimit: string | null;
  monthlyLimit: string | null;
}> {
  return executeOne(
    db,
    sql`select ${spentBetween(userId, 'expense', week.from, week.to)} as "weekSpent",
      ${spentBetween(userId, 'expense', month.from, month.to)} as "monthSpent",
      (select weekly_limit::text from budget_thresholds where user_id = ${userId}) as "weeklyLimit",
      (select monthly_limit::text from budget_thresholds where user_id = ${userId}) as "monthlyLimit"`,
  );
}

/*
 * Fragments for other areas' statements (values may be placeholders). Money is summed as numeric and travels as
 * text, or as whole cents: exact either way.
 */

/** A scalar subquery: the income or the expenses of the days `from`..`to`, as decimal text. */
export const spentBetween = (userId: unknown, type: 'income' | 'expense', from: unknown, to: unknown): SQL =>
  sql`(select coalesce(sum(amount), 0)::text from transactions where user_id = ${userId}
        and type = ${sql.raw(`'${type}'`)} and date between ${from}::date and ${to}::date)`;

/**
 * A select of the days `from`..`to` with transactions: `date`, `income` and `expense` in cents, and whether
 * the day had an expense.
 */
export const moneyPerDay = (userId: unknown, from: unknown, to: unknown): SQL =>
  sql`select date, (coalesce(sum(amount) filter (where type = 'income'), 0) * 100)::bigint as income,
        (coalesce(sum(amount) filter (where type = 'expense'), 0) * 100)::bigint as expense,
        bool_or(type = 'expense') as has_expense
      from transactions where user_id = ${userId} and date between ${from}::date and ${to}::date group by date`;

/** Two scalar subqueries: the dates of the user's first and last transactions (one index step each). */
export const moneySpan = (userId: unknown): { first: SQL; last: SQL } => ({
  first: sql`(select min(date)::text from transactions where user_id = ${userId})`,
  last: sql`(select max(date)::text from transactions where user_id = ${userId})`,
});

/**
 * A scalar subquery: income and expenses (decimal text) of each period, `{period: {income, expenses}}`, in one
 * scan of the days `from`..`to`, which hold them all.
 */
export function periodTotals(
  userId: unknown,
  periods: Record<string, Days>,
  span: { from: unknown; to: unknown },
): SQL {
  const totals = (period: Days) => sql`json_build_object(
    'income', coalesce(sum(amount) filter (where type = 'income' and date between ${period.from}::date and ${period.to}::date), 0)::text,
    'expenses', coalesce(sum(amount) filter (where type = 'expense' and date between ${period.from}::date and ${period.to}::date), 0)::text)`;
  const fields = Object.entries(periods).map(
    ([name, period]) => sql`${sql.raw(`'${name}'`)}, ${totals(period)}`,
  );
  return sql`(select json_build_object(${sql.join(fields, sql`, `)})
    from transactions where user_id = ${userId} and date between ${span.from}::date and ${span.to}::date)`;
}

/** The timeline's entries of money: each transaction, at its day. */
export const timelineSource = {
  from: 'transactions r',
  time: 'date',
  dated: true,
  data: "'type', r.type, 'amount', r.amount::text, 'category', r.category, 'description', r.description",
};
