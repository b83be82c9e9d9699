import type { TFunction } from 'i18next';
import { normalizeAmountText } from '@track-grow/domain/money';
import { ApiError } from '../../lib/api-client.ts';
import { localeOf } from './hooks/use-money-format.ts';

/** The domain's English validation and server messages, and their keys in the money catalogue. */
const keys = new Map<string, string>([
  ['Amount is required', 'validation.amountRequired'],
  ['The amount must be more than 0 (choose "expense" for money going out)', 'validation.amountNegative'],
  ['Use an amount like 12.50', 'validation.amountFormat'],
  ['Use at most 2 decimals, like 12.50', 'validation.amountDecimals'],
  ['The amount is too large', 'validation.amountTooLarge'],
  ['The amount must be more than 0', 'validation.amountPositive'],
  ['Pick a category', 'validation.categoryRequired'],
  ['Keep the category under 40 characters', 'validation.categoryTooLong'],
  ['Keep the description under 200 characters', 'validation.descriptionTooLong'],
  ['Date is required', 'validation.dateRequired'],
  ['Use a date like 2026-03-14', 'validation.dateFormat'],
  ['This date does not exist', 'validation.dateMissing'],
  ['Choose income or expense', 'validation.type'],
  ['Give a limit like 250.00, or null for no limit', 'validation.limit'],
  ['Transaction not found', 'serverMessages.notFound'],
]);

/** A domain or server message in the user's language when the catalogue knows it, else as it came. */
export function translateMoneyMessage(t: TFunction<'money'>, message: string): string {
  const key = keys.get(message);
  return key ? t(key) : message;
}

/** What a failed call says to the user: the server's own message, else a general line. */
export function moneyErrorMessage(t: TFunction<'money'>, error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message ? translateMoneyMessage(t, message) : t('errors.generic');
}

/**
 * A typed amount as the API takes it, read in the interface language: "1,234.50" in English, "1.234,50" in
 * Italian, "12,50" from a decimal-comma keypad (domain normalizeAmountText); anything else is left for the
 * schema to refuse.
 */
export const normalizeAmountInput = (text: string, language: string): string =>
  normalizeAmountText(text, localeOf(language));
