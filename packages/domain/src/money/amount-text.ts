/** The decimal mark a locale writes: a comma in Italian, a point in English. */
export type DecimalMark = '.' | ',';

export const decimalMarkOf = (locale: string): DecimalMark => (locale.startsWith('it') ? ',' : '.');

const escape = (mark: DecimalMark) => (mark === '.' ? '\\.' : ',');

/**
 * Unsigned digits written with `decimal` as the decimal mark and, optionally, the other mark grouping thousands
 * in threes: "1,234.50" and "1234.5" with a point, "1.234,50" with a comma, ".5" too. Anything else is null.
 */
export function readGroupedNumber(
  text: string,
  decimal: DecimalMark,
): { whole: string; fraction: string } | null {
  const d = escape(decimal);
  const g = escape(decimal === '.' ? ',' : '.');
  const m = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)?(?:${d}(\\d+))?$`).exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  return { whole: (m[1] ?? '0').replace(new RegExp(g, 'g'), ''), fraction: m[2] ?? '' };
}

/**
 * What a person typed in an amount field, as the decimal string the API takes ("1,234.50" → "1234.50" in
 * English, "1.234,50" → "1234.50" in Italian). A lone other mark with one or two decimals is a decimal mark
 * too ("12,50" typed on an English phone keypad). Text that is not such a number comes back trimmed, unread,
 * for the amount schema to refuse with its message.
 */
export function normalizeAmountText(text: string, locale: string): string {
  const compact = text.replace(/\s+/g, '');
  const decimal = decimalMarkOf(locale);
  const other: DecimalMark = decimal === '.' ? ',' : '.';
  const read =
    readGroupedNumber(compact, decimal) ??
    (new RegExp(`^\\d+${escape(other)}\\d{1,2}$`).test(compact) ? readGroupedNumber(compact, other) : null);
  if (!read) return compact;
  return read.fraction === '' ? read.whole : `${read.whole}.${read.fraction}`;
}
