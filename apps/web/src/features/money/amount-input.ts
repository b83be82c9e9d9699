import { normalizeAmountText } from '@track-grow/domain/money';
import { localeOf } from './hooks/use-money-format.ts';

/**
 * A typed amount as the API takes it, read in the interface language: "1,234.50" in English, "1.234,50" in
 * Italian, "12,50" from a decimal-comma keypad (domain normalizeAmountText); anything else is left for the
 * schema to refuse.
 */
export const normalizeAmountInput = (text: string, language: string): string =>
  normalizeAmountText(text, localeOf(language));
