import { describe, expect, it } from 'vitest';
import {
  budgetThresholdInput,
  createTransactionInput,
  moneyAmount,
  moneySummaryQuery,
  updateTransactionInput,
} from './money.schema';
import { errorText } from '../shared/errors';

const problem = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) =>
  schema
    .safeParse(value)
    .error?.issues.map((i) => errorText(i.message))
    .join('; ');

describe('money amounts on the wire', () => {
  it('accepts positive decimals with at most 2 decimals', () => {
    expect(moneyAmount.parse('12.50')).toBe('12.50');
    expect(moneyAmount.parse(' 7 ')).toBe('7');
    expect(moneyAmount.parse(3.5)).toBe('3.5');
    expect(moneyAmount.parse('999999999999.99')).toBe('999999999999.99');
  });

  it.each([
    ['12.345', 'Use at most 2 decimals, like 12.50'],
    [12.345, 'Use at most 2 decimals, like 12.50'],
    ['-5', 'The amount must be more than 0 (choose "expense" for money going out)'],
    ['abc', 'Use an amount like 12.50'],
    ['1e3', 'Use an amount like 12.50'],
    ['0.00', 'The amount must be more than 0'],
    ['', 'Amount is required'],
    ['1000000000000', 'The amount is too large'],
    [null, 'Amount is required'],
  ])('refuses %j: %s', (value, message) => expect(problem(moneyAmount, value)).toBe(message));
});

describe('transaction inputs', () => {
  it('defaults the category and refuses dates that do not exist', () => {
    expect(createTransactionInput.parse({ date: '2026-03-01', type: 'expense', amount: '5' })).toEqual({
      date: '2026-03-01',
      type: 'expense',
      amount: '5',
      category: 'Other',
    });
    expect(problem(createTransactionInput, { date: '2026-02-30', type: 'expense', amount: '5' })).toBe(
      'This date does not exist',
    );
    expect(problem(createTransactionInput, { date: '2026-03-01', type: 'gift', amount: '5' })).toBe(
      'Choose income or expense',
    );
  });

  it('updates need at least one known field', () => {
    expect(problem(updateTransactionInput, {})).toBe('Nothing to update');
    expect(updateTransactionInput.safeParse({ userId: 'x' }).success).toBe(false);
  });
});

describe('budget limits', () => {
  it('"" and null mean no limit; a limit is a positive amount', () => {
    expect(budgetThresholdInput.parse({ weeklyLimit: '', monthlyLimit: null })).toEqual({
      weeklyLimit: null,
      monthlyLimit: null,
    });
    expect(budgetThresholdInput.parse({ weeklyLimit: 250, monthlyLimit: ' 1000.5 ' })).toEqual({
      weeklyLimit: '250',
      monthlyLimit: '1000.5',
    });
    expect(problem(budgetThresholdInput, { weeklyLimit: '0', monthlyLimit: null })).toBe(
      'A limit must be more than 0: give none for no limit',
    );
    // A limit is no expense: no "choose expense for money going out" (issue 22).
    expect(problem(budgetThresholdInput, { weeklyLimit: '-50', monthlyLimit: null })).toBe(
      "A limit can't be negative: give an amount above 0, or none for no limit",
    );
    expect(problem(budgetThresholdInput, { weeklyLimit: '12.345', monthlyLimit: null })).toBe(
      'Use at most 2 decimals, like 12.50',
    );
    expect(problem(budgetThresholdInput, { weeklyLimit: '10' })).toBe(
      'Give a limit like 250.00, or null for no limit',
    );
  });
});

describe('summary month', () => {
  it('is yyyy-MM', () => {
    expect(moneySummaryQuery.parse({ month: '2026-03' })).toEqual({ month: '2026-03' });
    expect(moneySummaryQuery.parse({})).toEqual({});
    expect(problem(moneySummaryQuery, { month: '2026-13' })).toBe('Use a month like 2026-03');
  });
});
