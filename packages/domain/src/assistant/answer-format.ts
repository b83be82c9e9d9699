import { formatAmount, toCents } from '../money';
import { daysBetween } from '../shared';
import type { AnswerContext, AssistantLanguage, AssistantPeriod } from './intent.types';

const LOCALES: Record<AssistantLanguage, string> = { en: 'en-US', it: 'it-IT' };

/**
 * An amount in the user's currency as the money screens show it ("$1,234.50", "1.234,50 €"); the domain's
 * formatter falls back to USD on an unknown code, so an answer never fails on a bad profile value.
 */
export const money = (amount: string | bigint, context: AnswerContext): string =>
  formatAmount(amount, { currency: context.currency, locale: LOCALES[context.language] });

/** A number in the answer's language, at most `decimals` decimals ("3.8", "3,8", "8,450"). */
export function number(value: number, language: AssistantLanguage, decimals = 0): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: decimals }).format(value);
}

const VALID_DAY = /^\d{4}-\d{2}-\d{2}$/u;
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: AssistantLanguage, withYear: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withYear}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[language], {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    dateFormats.set(key, f);
  }
  return f;
}

const RELATIVE: Record<AssistantLanguage, Record<number, string>> = {
  en: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
  it: { [-1]: 'ieri', 0: 'oggi', 1: 'domani' },
};

/** Days from the context's today to a date (negative before it); null when either is not a day. */
export function daysFromToday(date: string, context: AnswerContext): number | null {
  if (!VALID_DAY.test(date) || !VALID_DAY.test(context.today)) return null;
  return daysBetween(context.today, date);
}

/** A day relative to today: "today", "tomorrow", "yesterday", else "Mar 14" / "14 mar" (with the year if another). */
export function relativeDay(date: string, context: AnswerContext): string {
  const days = daysFromToday(date, context);
  if (days === null) return date;
  const relative = RELATIVE[context.language][days];
  if (relative !== undefined) return relative;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const when = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(when.getTime())) return date;
  return dateFormat(context.language, date.slice(0, 4) !== context.today.slice(0, 4))
    .format(when)
    .replace('.', '');
}

/** Minutes as hours and minutes where natural: "45 min", "2 h", "2 h 30 min". */
export function duration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const PERIODS: Record<AssistantLanguage, Record<AssistantPeriod, string>> = {
  en: {
    today: 'today',
    yesterday: 'yesterday',
    week: 'this week',
    lastWeek: 'last week',
    month: 'this month',
    lastMonth: 'last month',
    year: 'this year',
  },
  it: {
    today: 'oggi',
    yesterday: 'ieri',
    week: 'questa settimana',
    lastWeek: 'la settimana scorsa',
    month: 'questo mese',
    lastMonth: 'il mese scorso',
    year: "quest'anno",
  },
};

export const periodText = (period: AssistantPeriod, language: AssistantLanguage): string =>
  PERIODS[language][period];

/** A look-back span with its preposition: "in the last 7 days" / "negli ultimi 7 giorni", or "today" / "oggi". */
export function lastDays(days: number, language: AssistantLanguage): string {
  if (days <= 1) return language === 'en' ? 'today' : 'oggi';
  return language === 'en' ? `in the last ${days} days` : `negli ultimi ${days} giorni`;
}

/** The user's own words (a title, a habit name) shown as text, not as markdown or HTML. */
export const plain = (text: string): string => text.replace(/[\\`*_[\]<>#|~]/gu, (c) => `\\${c}`);

/** A count with its noun: "1 task", "3 tasks". */
export const counted = (count: number, one: string, many: string, language: AssistantLanguage): string =>
  `${number(count, language)} ${count === 1 ? one : many}`;

/** An amount the tools sent, in cents; a malformed one reads as zero rather than breaking the answer. */
export function safeAmount(amount: string): bigint {
  try {
    return toCents(amount);
  } catch {
    return 0n;
  }
}
