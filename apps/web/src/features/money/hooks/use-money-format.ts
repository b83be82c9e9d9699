import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@track-grow/domain/money';
import { useCurrentUser } from '../../../lib/session.ts';

export interface MoneyFormat {
  currency: string;
  /** The BCP 47 locale figures and dates are shown in. */
  locale: string;
  /** "$1,234.50"; `signed` adds + or − ("+$12.00", "−$5.00"). Exact: Intl formats the decimal string. */
  money: (amount: string | bigint, options?: { signed?: boolean }) => string;
  /** "$1,235": whole units, for chart axes. */
  compact: (amount: number) => string;
}

export const localeOf = (language: string): string => (language.startsWith('it') ? 'it-IT' : 'en-US');

function currencyFormatter(locale: string, currency: string, options: Intl.NumberFormatOptions) {
  try {
    // narrowSymbol: "$" and "€" rather than "USD" in every language.
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...options,
    });
  } catch {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      ...options,
    });
  }
}

/** Amounts in the profile's currency (DESIGN.md 1) and the interface language. */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const currency = user?.currency ?? 'USD';
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const whole = currencyFormatter(locale, currency, { maximumFractionDigits: 0, minimumFractionDigits: 0 });
    return {
      currency,
      locale,
      money: (amount, options) =>
        formatAmount(amount, { currency, locale, signed: options?.signed ?? false }),
      compact: (amount) => whole.format(amount),
    };
  }, [currency, locale]);
}
