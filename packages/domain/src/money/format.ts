import { numberFormat } from '../shared/number-format';
import { absCents, formatCents, toCents } from './cents';

/** The profile's currency (ISO 4217, default USD, DESIGN.md 1) and the display locale. */
export interface MoneyFormatOptions {
  currency?: string;
  locale?: string;
}

const DEFAULT_CURRENCY = 'USD';
const DEFAULT_LOCALE = 'en-US';

const formatter = (locale: string, currency: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  numberFormat(locale, { style: 'currency', currency, ...options });

const asCents = (amount: string | bigint): bigint => (typeof amount === 'bigint' ? amount : toCents(amount));

/**
 * An exact amount with its currency and the currency's decimals, without thousands grouping:
 * "$312.40", "-$5.00", "€1234.50" — the budget alert messages (SPEC.md 9: dollars with two decimals).
 * Intl formats the decimal string itself, so no float ever rounds a cent.
 */
export function formatMoney(amount: string | bigint, options: MoneyFormatOptions = {}): string {
  const f = formatter(options.locale ?? DEFAULT_LOCALE, options.currency ?? DEFAULT_CURRENCY, {
    useGrouping: false,
  });
  return f.format(formatCents(asCents(amount)) as `${number}`);
}

/**
 * An exact amount as the screens show it (DESIGN.md 1): the profile's currency with its narrow symbol, the
 * locale's grouping and decimals ("$3,118.46", "12.688,36 €"); `signed` adds + or −. An unknown currency code
 * falls back to USD. A true minus sign reads better than a hyphen next to a currency symbol.
 */
export function formatAmount(
  amount: string | bigint,
  options: MoneyFormatOptions & { signed?: boolean } = {},
): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const shape: Intl.NumberFormatOptions = {
    currencyDisplay: 'narrowSymbol',
    ...(options.signed ? { signDisplay: 'exceptZero' } : {}),
  };
  let f: Intl.NumberFormat;
  try {
    f = formatter(locale, options.currency ?? DEFAULT_CURRENCY, shape);
  } catch {
    f = formatter(locale, DEFAULT_CURRENCY, shape);
  }
  return f.format(formatCents(asCents(amount)) as `${number}`).replace('-', '−');
}

/** Inserts the k/M suffix right after the number, wherever the locale puts the currency sign. */
function withSuffix(f: Intl.NumberFormat, value: string, suffix: string): string {
  const parts = f.formatToParts(value as `${number}`);
  let last = -1;
  parts.forEach((p, i) => {
    if (p.type === 'integer' || p.type === 'fraction' || p.type === 'decimal' || p.type === 'group') last = i;
  });
  return parts.map((p, i) => (i === last ? p.value + suffix : p.value)).join('');
}

/**
 * A dashboard tile amount (SPEC.md 9): the absolute value, with k for thousands or M for millions and one
 * decimal ("$1.2k", "$3.4M"); under a thousand, whole units ("$512") — a tile has no room for cents.
 * Rounding never shows "$1000" or "$1000.0k": it moves up to the next unit ("$1.0k", "$1.0M"). The narrow
 * symbol, as on the money screens: "1,2k $" in Italian rather than "1,2k USD".
 */
export function formatTileAmount(amount: string | bigint, options: MoneyFormatOptions = {}): string {
  const abs = absCents(asCents(amount));
  const locale = options.locale ?? DEFAULT_LOCALE;
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const narrow = { currencyDisplay: 'narrowSymbol' } as const;
  const whole = (abs + 50n) / 100n;
  if (whole < 1000n) {
    return formatter(locale, currency, {
      ...narrow,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(whole);
  }
  const oneDecimal = formatter(locale, currency, {
    ...narrow,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const tenthsOfK = (abs + 5_000n) / 10_000n;
  if (tenthsOfK < 10_000n) return withSuffix(oneDecimal, `${tenthsOfK / 10n}.${tenthsOfK % 10n}`, 'k');
  const tenthsOfM = (abs + 5_000_000n) / 10_000_000n;
  return withSuffix(oneDecimal, `${tenthsOfM / 10n}.${tenthsOfM % 10n}`, 'M');
}
