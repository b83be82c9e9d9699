import type { ErrorCode } from '../shared/errors';
import { normalizeAmountText } from './amount-text';
import { amountProblem, type TransactionType } from './money.schema';

/** What a typed line ("lunch 12.50", "+2000 salary", "income 2000 salary") was read as. */
export interface QuickExpense {
  type: TransactionType;
  /** The decimal string the API takes ("12.50"). */
  amount: string;
  /** The words around the amount; null when there are none. */
  description: string | null;
  /** A default category guessed from a word ("lunch" → Food), else Other. */
  category: string;
}

/**
 * Why a line cannot be saved: `empty` (nothing typed), `noAmount` (no number in it), or the error code of the
 * amount or description the money schema would refuse.
 */
export type QuickExpenseProblem = 'empty' | 'noAmount' | ErrorCode;

export type QuickExpenseReading = ({ ok: true } & QuickExpense) | { ok: false; problem: QuickExpenseProblem };

const CURRENCY_SYMBOLS = '$€£¥₹₩₽₺';
/** Currency words beside an amount: read as part of it, never kept in the description. */
export const CURRENCY_CODES: ReadonlySet<string> = new Set([
  'usd',
  'eur',
  'gbp',
  'chf',
  'jpy',
  'cad',
  'aud',
  'euro',
  'euros',
  'dollars',
]);
const AMOUNT_RE = new RegExp(
  `^([+-])?[${CURRENCY_SYMBOLS}]?([+-])?(\\d[\\d.,]*|[.,]\\d+)[${CURRENCY_SYMBOLS}]?$`,
  'u',
);
const SYMBOL_ONLY_RE = new RegExp(`^[${CURRENCY_SYMBOLS}]$`, 'u');
/** A first word that marks the line as money coming in; it is not kept in the description. */
export const INCOME_WORDS: ReadonlySet<string> = new Set(['income', 'entrata', 'incasso']);
const MAX_DESCRIPTION = 200;

/** Words that suggest a default category (English and Italian); the first one found wins. */
const CATEGORY_WORDS: Record<string, readonly string[]> = {
  Food: [
    'lunch',
    'dinner',
    'breakfast',
    'coffee',
    'groceries',
    'grocery',
    'pizza',
    'food',
    'restaurant',
    'snack',
    'pranzo',
    'cena',
    'colazione',
    'caffè',
    'caffe',
    'spesa',
    'ristorante',
  ],
  Transport: [
    'taxi',
    'uber',
    'bus',
    'train',
    'metro',
    'fuel',
    'gas',
    'petrol',
    'parking',
    'treno',
    'benzina',
    'parcheggio',
  ],
  Housing: ['rent', 'affitto', 'mortgage', 'mutuo'],
  Bills: ['electricity', 'internet', 'phone', 'bill', 'bills', 'bolletta', 'bollette', 'luce'],
  Health: ['pharmacy', 'doctor', 'dentist', 'medicine', 'gym', 'farmacia', 'medico', 'dentista', 'palestra'],
  Shopping: ['clothes', 'shoes', 'shopping', 'vestiti', 'scarpe'],
  Entertainment: ['cinema', 'movie', 'movies', 'netflix', 'concert', 'concerto', 'film'],
  Education: ['book', 'books', 'course', 'libro', 'libri', 'corso'],
  Travel: ['hotel', 'flight', 'flights', 'volo', 'viaggio'],
  Salary: ['salary', 'paycheck', 'wage', 'wages', 'stipendio'],
  Freelance: ['freelance', 'invoice', 'fattura', 'client', 'cliente'],
  Gifts: ['gift', 'present', 'regalo'],
};
/** Categories of money coming in; Gifts fits either way. */
const INCOME_CATEGORIES = new Set(['Salary', 'Freelance']);

const wordOf = (token: string) => token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** The default category a word suggests (lowercase words, English or Italian), else null. */
export function guessCategory(words: readonly string[]): string | null {
  for (const word of words) {
    for (const [category, list] of Object.entries(CATEGORY_WORDS)) if (list.includes(word)) return category;
  }
  return null;
}

interface AmountToken {
  index: number;
  digits: string;
  sign: '+' | '-' | null;
  marked: boolean;
}

function amountToken(token: string, index: number): AmountToken | null {
  const m = AMOUNT_RE.exec(token);
  if (!m) return null;
  const sign = (m[1] ?? m[2] ?? null) as '+' | '-' | null;
  const marked = sign !== null || token.replace(/[+-]/g, '') !== m[3];
  return { index, digits: m[3]!, sign, marked };
}

/**
 * Reads a quick money line: the amount is the number with a sign or currency symbol, else the last number
 * ("2 coffees 7.50" → 7.50, "2 coffees"). A "+" or a first word "income" makes it income, and so does a salary
 * word without a sign; everything else is an expense. Decimals follow the locale, with the other mark
 * understood when it can only be one ("12,50" in English).
 */
export function parseQuickExpense(text: string, locale = 'en'): QuickExpenseReading {
  const tokens = text.trim().split(/\s+/u).filter(Boolean);
  if (tokens.length === 0) return { ok: false, problem: 'empty' };

  const amounts = tokens.map(amountToken).filter((token) => token !== null);
  const chosen = amounts.find((token) => token.marked) ?? amounts.at(-1);
  if (!chosen) return { ok: false, problem: 'noAmount' };

  const amount = normalizeAmountText(chosen.digits, locale);
  const problem = amountProblem(amount);
  if (problem) return { ok: false, problem };

  let rest = tokens.filter(
    (token, index) =>
      index !== chosen.index && !SYMBOL_ONLY_RE.test(token) && !CURRENCY_CODES.has(token.toLowerCase()),
  );
  let type: TransactionType = chosen.sign === '+' ? 'income' : 'expense';
  if (chosen.sign === null && rest[0] !== undefined && INCOME_WORDS.has(wordOf(rest[0]))) {
    type = 'income';
    rest = rest.slice(1);
  }
  const guessed = guessCategory(rest.map(wordOf));
  if (chosen.sign === null && guessed === 'Salary') type = 'income';

  const description = rest.join(' ');
  if (description.length > MAX_DESCRIPTION) return { ok: false, problem: 'money.descriptionTooLong' };
  const fits =
    guessed === 'Gifts' || (guessed !== null && INCOME_CATEGORIES.has(guessed) === (type === 'income'));
  const category = fits && guessed !== null ? guessed : 'Other';
  return { ok: true, type, amount, description: description === '' ? null : description, category };
}
