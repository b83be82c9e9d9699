import { endOfMonth } from '@track-grow/domain/shared';
import { toCents, type Transaction } from '@track-grow/domain/money';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is string => !!value && MONTH.test(value);

/** 'yyyy-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: endOfMonth(from) };
}

/** Noon UTC of a date-only value: formatting it in UTC can never move it to another day. */
const utcDate = (date: string) =>
  new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) || 1, 12),
  );

/** "March 2026". */
export const formatMonth = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDate(`${month}-01`),
  );

/** "Mar" (chart axes). */
export const formatShortMonth = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(utcDate(`${month}-01`));

/** "Tue, Mar 3". */
export const formatDay = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(date));

export const signedCents = (t: Pick<Transaction, 'type' | 'amount'>): bigint =>
  t.type === 'income' ? toCents(t.amount) : -toCents(t.amount);

export interface DayGroup {
  date: string;
  items: Transaction[];
  /** Income − expenses of the day's loaded rows. */
  net: bigint;
  /** Whether every row of the day is loaded (a page may end in the middle of a day). */
  complete: boolean;
  /** The month's balance at the end of the day (income − expenses from the 1st); null until the month's net is known. */
  balance: bigint | null;
}

/**
 * Groups a month's transactions (newest first, as the API sends them) by day with running totals. The
 * balance at the end of a day is the month's net less everything dated after it: exact even while later
 * pages are still unloaded, because the list is loaded newest first.
 */
export function groupByDay(
  rows: readonly Transaction[],
  monthNet: string | null,
  hasMore: boolean,
): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last?.date === row.date) {
      last.items.push(row);
      last.net += signedCents(row);
    } else {
      groups.push({ date: row.date, items: [row], net: signedCents(row), complete: true, balance: null });
    }
  }
  const last = groups[groups.length - 1];
  if (last && hasMore) last.complete = false;
  if (monthNet !== null) {
    let after = 0n;
    const net = toCents(monthNet);
    for (const group of groups) {
      group.balance = net - after;
      after += group.net;
    }
  }
  return groups;
}
