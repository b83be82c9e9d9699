import { FIRST_DAY, LAST_DAY } from '../shared/day';
import { readGroupedNumber } from './amount-text';
import type { ImportDateFormat, ImportRowProblem, TransactionType } from './money.schema';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: ImportRowProblem };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (problem: ImportRowProblem): Parsed<never> => ({ ok: false, problem });

/** A row problem in English, for the answer's `message` (the screen words `problems` in the user's language). */
export function rowProblemText(problem: ImportRowProblem): string {
  switch (problem.code) {
    case 'amountMissing':
      return 'the amount is missing';
    case 'amountZero':
      return 'the amount is 0';
    case 'amountNotNumber':
      return `the amount "${problem.value}" is not a number like 1,234.56`;
    case 'amountDecimals':
      return `the amount "${problem.value}" has more than 2 decimals`;
    case 'amountTooLarge':
      return `the amount "${problem.value}" is too large`;
    case 'dateMissing':
      return 'the date is missing';
    case 'dateFormat':
      return `the date "${problem.value}" is not in the format ${problem.format}`;
    case 'dateImpossible':
      return `the date ${problem.value} does not exist`;
    case 'typeUnknown':
      return `the type "${problem.value}" is neither income nor expense`;
    case 'categoryTooLong':
      return `the category is longer than ${problem.max} characters`;
    case 'descriptionTooLong':
      return `the description is longer than ${problem.max} characters`;
  }
}

const CURRENCY_SIGNS = /[$€£¥₹₩₽₺₪₫฿₦₱₴₡]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|JPY)\b/gi;
const MAX_WHOLE_DIGITS = 12;

/**
 * An amount as banks and spreadsheets write it, to signed cents: "1,234.56", "-12.50", "$12", "+3",
 * "(12.50)" (accounting negative), "12.50-", "€ 1.234,56" and "12,50" (decimal comma). Never a float.
 */
export function parseImportAmount(text: string): Parsed<bigint> {
  const raw = text.trim();
  if (raw === '') return fail({ code: 'amountMissing' });
  // The common case, as this app exports it: "12.50", "-7".
  const simple = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(raw);
  if (simple) {
    const cents = BigInt(simple[2]!) * 100n + BigInt((simple[3] ?? '').padEnd(2, '0'));
    if (cents === 0n) return fail({ code: 'amountZero' });
    return ok(simple[1] ? -cents : cents);
  }
  let s = raw.replace(CURRENCY_SIGNS, '').replace(/\s+/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (/^[+-]/.test(s)) {
    negative = negative !== (s[0] === '-');
    s = s.slice(1);
  } else if (/-$/.test(s)) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  s = s.replace(CURRENCY_SIGNS, '');
  // A decimal point (with comma grouping) first; a decimal comma only with one or two decimals ("1.234,56").
  const read = readGroupedNumber(s, '.') ?? (/,\d{1,2}$/.test(s) ? readGroupedNumber(s, ',') : null);
  if (!read) return fail({ code: 'amountNotNumber', value: raw });
  const { whole, fraction } = read;
  if (fraction.length > 2) return fail({ code: 'amountDecimals', value: raw });
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS)
    return fail({ code: 'amountTooLarge', value: raw });
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents === 0n) return fail({ code: 'amountZero' });
  return ok(negative ? -cents : cents);
}

const DATE_PATTERNS: Record<ImportDateFormat, RegExp> = {
  'yyyy-MM-dd': /^(?<y>\d{4})[-/.](?<m>\d{1,2})[-/.](?<d>\d{1,2})$/,
  'MM/dd/yyyy': /^(?<m>\d{1,2})[/.-](?<d>\d{1,2})[/.-](?<y>\d{4})$/,
  'dd/MM/yyyy': /^(?<d>\d{1,2})[/.-](?<m>\d{1,2})[/.-](?<y>\d{4})$/,
};

/** A date in the chosen format ("3/7/2026" allowed for MM/dd/yyyy) to 'yyyy-MM-dd', checking that it exists. */
export function parseImportDate(text: string, format: ImportDateFormat): Parsed<string> {
  const raw = text.trim();
  if (raw === '') return fail({ code: 'dateMissing' });
  const groups = DATE_PATTERNS[format].exec(raw)?.groups;
  if (!groups) return fail({ code: 'dateFormat', value: raw, format });
  const [y, m, d] = [Number(groups.y), Number(groups.m), Number(groups.d)];
  if (!dateExists(y, m, d)) return fail({ code: 'dateImpossible', value: raw });
  return ok(`${groups.y}-${groups.m!.padStart(2, '0')}-${groups.d!.padStart(2, '0')}`);
}

const FIRST_YEAR = Number(FIRST_DAY.slice(0, 4));
const LAST_YEAR = Number(LAST_DAY.slice(0, 4));
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The proleptic Gregorian calendar, in the years `dateString` accepts (FIRST_DAY..LAST_DAY). */
function dateExists(y: number, m: number, d: number): boolean {
  if (y < FIRST_YEAR || y > LAST_YEAR || m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]!);
}

/** A Map, as the word is the user's text: "constructor" is no type. */
const TYPE_WORDS = new Map<string, TransactionType>([
  ['income', 'income'],
  ['credit', 'income'],
  ['cr', 'income'],
  ['deposit', 'income'],
  ['in', 'income'],
  ['expense', 'expense'],
  ['debit', 'expense'],
  ['dr', 'expense'],
  ['withdrawal', 'expense'],
  ['payment', 'expense'],
  ['out', 'expense'],
]);

/** A type cell: income/expense (also credit/debit, deposit/withdrawal, in/out); empty = unknown. */
export function parseImportType(text: string): Parsed<TransactionType | null> {
  const word = text.trim().toLowerCase();
  if (word === '') return ok(null);
  const type = TYPE_WORDS.get(word);
  return type ? ok(type) : fail({ code: 'typeUnknown', value: text.trim() });
}
