import {
  TRANSACTIONS_DEFAULT_DAYS,
  TRANSACTIONS_PAGE_SIZE,
  budgetAlerts,
  budgetAlertsRange,
  duplicateKey,
  formatCents,
  last12Months,
  normalizeAmount,
  transactionsCsvSteps,
  savingsRate,
  splitDuplicates,
  toCents,
  transactionsCsvHeader,
  transactionsToCsv,
  type BudgetAlert,
  type BudgetThreshold,
  type CreateTransactionData,
  type ImportResult,
  type ImportRowError,
  type ImportTransactionsInput,
  type MoneySummary,
  type Transaction,
  type UpdateTransactionData,
} from '@track-grow/domain/money';
import { endOfMonth, type ListQuery } from '@track-grow/domain/shared';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { runInSlices } from '../../lib/event-loop';
import { datedListWindow } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import * as q from './queries';

export interface MoneyDeps {
  db: Database;
  clock: Clock;
}

/** What the money rules need of the signed-in user. */
export interface MoneyUser {
  id: string;
  timezone: string;
  dayStartHour: number;
  currency: string;
}

export const notFound = 'money.notFound';

export function toTransactionDto(row: q.TransactionRow): Transaction {
  return {
    id: row.id,
    date: row.date,
    type: row.type,
    amount: row.amount,
    category: row.category,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A page of the user's transactions, newest first. Without `from`, the 30 days up to and including `to` (or today);
 * at most `limit` (default 200, at most 1000) rows, the next page's cursor going to the x-next-cursor header.
 */
export async function listTransactions(deps: MoneyDeps, user: MoneyUser, query: ListQuery) {
  const window = datedListWindow(query, todayFor(user, deps.clock), {
    days: TRANSACTIONS_DEFAULT_DAYS,
    pageSize: TRANSACTIONS_PAGE_SIZE,
  });
  const rows = await q.listTransactions(deps.db, user.id, window);
  return { rows: rows.map(toTransactionDto), limit: window.limit };
}

export const transactionCursorOf = (t: Transaction): [string, string] => [t.date, t.id];

export async function getTransaction(deps: MoneyDeps, user: MoneyUser, id: string): Promise<Transaction> {
  const row = await q.findTransaction(deps.db, user.id, id);
  if (!row) throw new HttpError(404, notFound);
  return toTransactionDto(row);
}

const blankToNull = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null || text === '' ? null : text;

export async function createTransaction(
  deps: MoneyDeps,
  user: MoneyUser,
  input: CreateTransactionData,
): Promise<Transaction> {
  const row = await q.insertTransaction(deps.db, user.id, {
    date: input.date,
    type: input.type,
    amount: input.amount,
    category: input.category,
    description: blankToNull(input.description) ?? null,
  });
  return toTransactionDto(row);
}

export async function updateTransaction(
  deps: MoneyDeps,
  user: MoneyUser,
  id: string,
  input: UpdateTransactionData,
): Promise<Transaction> {
  const patch: q.TransactionPatch = {};
  if (input.date !== undefined) patch.date = input.date;
  if (input.type !== undefined) patch.type = input.type;
  if (input.amount !== undefined) patch.amount = input.amount;
  if (input.category !== undefined) patch.category = input.category;
  const description = blankToNull(input.description);
  if (description !== undefined) patch.description = description;
  const row = await q.updateTransaction(deps.db, user.id, id, patch);
  if (!row) throw new HttpError(404, notFound);
  return toTransactionDto(row);
}

export async function deleteTransaction(deps: MoneyDeps, user: MoneyUser, id: string): Promise<void> {
  if (!(await q.deleteTransaction(deps.db, user.id, id))) throw new HttpError(404, notFound);
}

export async function getBudgetThreshold(deps: MoneyDeps, user: MoneyUser): Promise<BudgetThreshold> {
  return (await q.findBudgetThreshold(deps.db, user.id)) ?? { weeklyLimit: null, monthlyLimit: null };
}

export const setBudgetThreshold = (
  deps: MoneyDeps,
  user: MoneyUser,
  limits: BudgetThreshold,
): Promise<BudgetThreshold> => q.upsertBudgetThreshold(deps.db, user.id, limits);

/**
 * The month view: income, expenses, net and savings rate of `month` (default the user's current month), its
 * expenses by category, and the 12 months ending with it — two SQL statements run side by side.
 */
export async function moneySummary(
  deps: MoneyDeps,
  user: MoneyUser,
  month: string | undefined,
): Promise<MoneySummary> {
  const selected = month ?? todayFor(user, deps.clock).slice(0, 7);
  const months = last12Months(selected);
  const monthStart = `${selected}-01`;
  const monthEnd = endOfMonth(monthStart);
  const { months: totals, categories } = await q.summarySums(deps.db, user.id, {
    from: `${months[0]}-01`,
    monthStart,
    to: monthEnd,
  });
  const byMonth = new Map(totals.map((t) => [t.month, t]));
  const last12 = months.map((m) => {
    const t = byMonth.get(m);
    return {
      month: m,
      income: normalizeAmount(t?.income ?? '0'),
      expenses: normalizeAmount(t?.expenses ?? '0'),
    };
  });
  const current = last12[last12.length - 1]!;
  const income = toCents(current.income);
  const expenses = toCents(current.expenses);
  return {
    month: selected,
    income: current.income,
    expenses: current.expenses,
    net: formatCents(income - expenses),
    savingsRate: savingsRate(income, expenses),
    byCategory: categories.map((c) => ({ category: c.category, amount: normalizeAmount(c.amount) })),
    last12Months: last12,
  };
}

/** The budget alerts of the user's today: this Monday week's and this month's expenses against the limits. */
export async function moneyAlerts(deps: MoneyDeps, user: MoneyUser): Promise<BudgetAlert[]> {
  const today = todayFor(user, deps.clock);
  const range = budgetAlertsRange(today);
  const [threshold, expenses] = await Promise.all([
    q.findBudgetThreshold(deps.db, user.id),
    q.expensesBetween(deps.db, user.id, range.from, range.to),
  ]);
  // The sentences are English (SPEC.md 9); the currency is the profile's.
  return budgetAlerts(expenses, threshold ?? null, today, { currency: user.currency, locale: 'en-US' });
}

const EXPORT_PAGE = 1000;

/** The user's transactions as CSV, oldest first, read a page at a time so memory stays bounded. */
export async function* exportTransactionsCsv(deps: MoneyDeps, user: MoneyUser): AsyncGenerator<string> {
  yield transactionsCsvHeader();
  let after: [string, string] | undefined;
  for (;;) {
    const page = await q.exportPage(deps.db, user.id, after, EXPORT_PAGE);
    if (page.length > 0) yield transactionsToCsv(page);
    if (page.length < EXPORT_PAGE) return;
    const last = page[page.length - 1]!;
    after = [last.date, last.id];
  }
}

export type ImportOutcome =
  { ok: true; result: ImportResult } | { ok: false; message: string; errors: ImportRowError[] };

/**
 * Imports a CSV file: every row is checked first and one bad row rejects the whole file (nothing written),
 * unless `skipInvalid`: then the bad rows are left out and reported. Every good row that is not a duplicate is
 * inserted in one transaction. A dry run answers the same counts and errors and writes nothing.
 */
export async function importTransactions(
  deps: MoneyDeps,
  user: MoneyUser,
  input: ImportTransactionsInput,
): Promise<ImportOutcome> {
  const parsed = await runInSlices(
    transactionsCsvSteps(input.csv, input.mapping, input.dateFormat, { skipInvalid: input.skipInvalid }),
  );
  if (!parsed.ok) return parsed;
  // Without skipInvalid the answer stays as it was: no bad row got this far.
  const reported = input.skipInvalid ? { skipped: parsed.skipped, errors: parsed.errors } : { errors: [] };
  if (parsed.rows.length === 0) return { ok: true, result: { imported: 0, duplicates: 0, ...reported } };
  const dates = parsed.rows.map((r) => r.date).sort();
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;

  const split = async (db: Db) => {
    const stored = await q.duplicateFieldsBetween(db, user.id, from, to);
    return splitDuplicates(parsed.rows, stored.map(duplicateKey));
  };
  const counts = (s: Awaited<ReturnType<typeof split>>): ImportOutcome => ({
    ok: true,
    result: { imported: s.fresh.length, duplicates: s.duplicates.length, ...reported },
  });

  if (input.dryRun) return counts(await split(deps.db));
  return deps.db.transaction(async (tx) => {
    await q.lockUserImports(tx, user.id);
    const s = await split(tx);
    await q.insertTransactions(
      tx,
      user.id,
      s.fresh.map(({ date, type, amount, category, description }) => ({
        date,
        type,
        amount,
        category,
        description,
      })),
    );
    return counts(s);
  });
}

/** The assistant's money answers: a type's totals in some days, and the budget's spending against its limits. */
export const typeTotals = q.typeTotals;
export const budgetSpent = q.budgetSpent;

/** Money as SQL, for another area's one statement (Home, the dashboard, insights, the timeline). */
export const moneySql = {
  spentBetween: q.spentBetween,
  perDay: q.moneyPerDay,
  span: q.moneySpan,
  periodTotals: q.periodTotals,
  timeline: q.timelineSource,
};
