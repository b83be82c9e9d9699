/**
 * Money as integer cents (bigint). Amounts travel as decimal strings with at most 2 decimals ("12.50",
 * DESIGN.md 3); every sum is done on cents, so it is exact at any size — never a float.
 */

const DECIMAL = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250n, "-0.07" → -7n. Throws on anything that is not a decimal with at most 2 decimals. */
export function toCents(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a money amount: "${amount}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** 123450n → "1234.50", -5n → "-0.05", 0n → "0.00": the wire format of money. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function sumCents(amounts: Iterable<string>): bigint {
  let total = 0n;
  for (const amount of amounts) total += toCents(amount);
  return total;
}

/** The exact sum of decimal amounts, formatted back ("1234.50"). */
export const sumAmounts = (amounts: Iterable<string>): string => formatCents(sumCents(amounts));

/** Normalises a decimal string to the wire format: "12.5" → "12.50", "0" → "0.00". */
export const normalizeAmount = (amount: string): string => formatCents(toCents(amount));

export const absCents = (cents: bigint): bigint => (cents < 0n ? -cents : cents);

/** ⌊a ÷ b⌋ for bigints (bigint division truncates toward zero; b > 0). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** a ÷ b rounded half up, like Math.round (b > 0). */
export const roundDiv = (a: bigint, b: bigint): bigint => floorDiv(2n * a + b, 2n * b);
