import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblem, createTransactionInput } from './money.schema';
import { CURRENCY_CODES, INCOME_WORDS, parseQuickExpense } from './quick-expense';

describe('parseQuickExpense', () => {
  it('reads an expense with its description and a guessed category', () => {
    expect(parseQuickExpense('lunch 12.50')).toEqual({
      ok: true,
      type: 'expense',
      amount: '12.50',
      description: 'lunch',
      category: 'Food',
    });
    expect(parseQuickExpense('taxi home 23')).toMatchObject({
      amount: '23',
      description: 'taxi home',
      category: 'Transport',
    });
    expect(parseQuickExpense('12.50 something')).toMatchObject({
      category: 'Other',
      description: 'something',
    });
  });

  it('reads income from a plus sign, a first word "income" or a salary word', () => {
    expect(parseQuickExpense('+2000 salary')).toMatchObject({
      type: 'income',
      amount: '2000',
      description: 'salary',
      category: 'Salary',
    });
    expect(parseQuickExpense('income 2000 salary')).toMatchObject({
      type: 'income',
      description: 'salary',
      category: 'Salary',
    });
    expect(parseQuickExpense('salary 2000')).toMatchObject({ type: 'income' });
    expect(parseQuickExpense('income 150')).toMatchObject({ type: 'income', description: null });
    expect(parseQuickExpense('entrata 50 fattura', 'it')).toMatchObject({
      type: 'income',
      category: 'Freelance',
    });
  });

  it('takes a minus sign as an expense and never as a negative amount', () => {
    expect(parseQuickExpense('-12 pizza')).toMatchObject({ type: 'expense', amount: '12', category: 'Food' });
  });

  it('understands comma or point decimals and currency symbols or codes', () => {
    expect(parseQuickExpense('lunch 12,50')).toMatchObject({ amount: '12.50' });
    expect(parseQuickExpense('pranzo 12,50', 'it')).toMatchObject({ amount: '12.50', category: 'Food' });
    expect(parseQuickExpense('rent 1,200.00')).toMatchObject({ amount: '1200.00', category: 'Housing' });
    expect(parseQuickExpense('affitto 1.200,00', 'it')).toMatchObject({ amount: '1200.00' });
    expect(parseQuickExpense('coffee $3.20')).toMatchObject({ amount: '3.20', description: 'coffee' });
    expect(parseQuickExpense('coffee 3,20€')).toMatchObject({ amount: '3.20', description: 'coffee' });
    expect(parseQuickExpense('coffee € 3')).toMatchObject({ amount: '3', description: 'coffee' });
    expect(parseQuickExpense('cinema 9 EUR')).toMatchObject({ amount: '9', description: 'cinema' });
  });

  it('prefers a marked amount, else the last number', () => {
    expect(parseQuickExpense('2 coffees 7.50')).toMatchObject({ amount: '7.50', description: '2 coffees' });
    expect(parseQuickExpense('€7 for 2 coffees')).toMatchObject({
      amount: '7',
      description: 'for 2 coffees',
    });
  });

  it('refuses an empty line, a line with no amount and a bad amount, with a reason', () => {
    expect(parseQuickExpense('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseQuickExpense('lunch')).toEqual({ ok: false, problem: 'noAmount' });
    expect(parseQuickExpense('lunch 0')).toEqual({ ok: false, problem: 'money.amountPositive' });
    expect(parseQuickExpense('lunch 12.505')).toEqual({ ok: false, problem: 'money.amountDecimals' });
    expect(parseQuickExpense('lunch 1.2.3')).toEqual({ ok: false, problem: 'money.amountFormat' });
    expect(parseQuickExpense(`${'x'.repeat(201)} 5`)).toEqual({
      ok: false,
      problem: 'money.descriptionTooLong',
    });
  });

  // Currency words and a first income word are read, not kept in the description.
  const words = fc
    .stringMatching(/^[a-z]{1,10}$/)
    .filter((w) => !CURRENCY_CODES.has(w) && !INCOME_WORDS.has(w));
  const cents = fc.integer({ min: 1, max: 99_999_999 });
  const amountText = (value: number, mark: '.' | ',') =>
    `${Math.floor(value / 100)}${mark}${String(value % 100).padStart(2, '0')}`;

  it('property: any description and amount, with either decimal mark, reads back exactly', () => {
    fc.assert(
      fc.property(
        fc.array(words, { minLength: 1, maxLength: 4 }),
        cents,
        fc.boolean(),
        (desc, value, comma) => {
          const reading = parseQuickExpense(`${desc.join(' ')} ${amountText(value, comma ? ',' : '.')}`);
          expect(reading).toMatchObject({
            ok: true,
            amount: amountText(value, '.'),
            description: desc.join(' '),
          });
        },
      ),
    );
  });

  it('property: whatever is typed, a reading is either a refusal or a valid transaction body', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom('en', 'it'), (text, locale) => {
        const reading = parseQuickExpense(text, locale);
        if (!reading.ok) return;
        expect(amountProblem(reading.amount)).toBeNull();
        const { ok: _ok, ...body } = reading;
        expect(createTransactionInput.safeParse({ ...body, date: '2026-03-14' }).success).toBe(true);
      }),
    );
  });

  it('property: text without digits is never an amount', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\d/.test(s)),
        (text) => {
          expect(parseQuickExpense(text).ok).toBe(false);
        },
      ),
    );
  });
});
