import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateString } from '../shared/primitives';
import { parseImportAmount, parseImportDate, parseImportType, rowProblemText } from './import-values';

const amount = (text: string) => {
  const r = parseImportAmount(text);
  return r.ok ? r.value : rowProblemText(r.problem);
};
const date = (text: string, format: Parameters<typeof parseImportDate>[1] = 'yyyy-MM-dd') => {
  const r = parseImportDate(text, format);
  return r.ok ? r.value : rowProblemText(r.problem);
};

describe('import amounts', () => {
  it.each([
    ['12.50', 1250n],
    ['1,234.56', 123456n],
    ['-12.50', -1250n],
    ['$12', 1200n],
    ['-$1,000', -100000n],
    ['$-3.5', -350n],
    ['+7.1', 710n],
    ['(12.50)', -1250n],
    ['12.50-', -1250n],
    [' USD 99 ', 9900n],
    ['€ 1.234,56', 123456n],
    ['12,50', 1250n],
    ['12,500', 1250000n],
    ['.5', 50n],
    ['999999999999.99', 99999999999999n],
  ])('%s → %s cents', (text, cents) => expect(amount(text)).toBe(cents));

  it.each([
    ['', 'the amount is missing'],
    ['abc', 'the amount "abc" is not a number like 1,234.56'],
    ['12.345', 'the amount "12.345" has more than 2 decimals'],
    ['1,23,4', 'the amount "1,23,4" is not a number like 1,234.56'],
    ['0.00', 'the amount is 0'],
    ['1234567890123', 'the amount "1234567890123" is too large'],
    ['1e5', 'the amount "1e5" is not a number like 1,234.56'],
  ])('refuses %j: %s', (text, problem) => expect(amount(text)).toBe(problem));
});

describe('import dates', () => {
  it('reads each format to yyyy-MM-dd', () => {
    expect(date('2026-03-07')).toBe('2026-03-07');
    expect(date('03/07/2026', 'MM/dd/yyyy')).toBe('2026-03-07');
    expect(date('3/7/2026', 'MM/dd/yyyy')).toBe('2026-03-07');
    expect(date('07/03/2026', 'dd/MM/yyyy')).toBe('2026-03-07');
    expect(date('7.3.2026', 'dd/MM/yyyy')).toBe('2026-03-07');
    expect(date('2024-02-29')).toBe('2024-02-29');
  });

  it('says when a date does not exist or does not fit the format', () => {
    expect(date('2026-02-30')).toBe('the date 2026-02-30 does not exist');
    expect(date('2025-02-29')).toBe('the date 2025-02-29 does not exist');
    expect(date('13/01/2026', 'MM/dd/yyyy')).toBe('the date 13/01/2026 does not exist');
    expect(date('03/07/2026')).toBe('the date "03/07/2026" is not in the format yyyy-MM-dd');
    expect(date('2026-03-07', 'dd/MM/yyyy')).toBe('the date "2026-03-07" is not in the format dd/MM/yyyy');
    expect(date('  ')).toBe('the date is missing');
  });
});

describe('import types', () => {
  it('knows income and expense words, any case; empty is unknown', () => {
    expect(parseImportType('Income')).toEqual({ ok: true, value: 'income' });
    expect(parseImportType('DEBIT')).toEqual({ ok: true, value: 'expense' });
    expect(parseImportType('credit')).toEqual({ ok: true, value: 'income' });
    expect(parseImportType('')).toEqual({ ok: true, value: null });
    expect(parseImportType('transfer')).toEqual({
      ok: false,
      problem: { code: 'typeUnknown', value: 'transfer' },
    });
  });

  it('takes no name of Object for a type (__proto__, constructor, toString)', () => {
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(parseImportType(word)).toEqual({ ok: false, problem: { code: 'typeUnknown', value: word } });
  });
});

describe('import date existence agrees with the API date rule', () => {
  it('accepts exactly the dates dateString accepts (property)', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          return parseImportDate(iso, 'yyyy-MM-dd').ok === dateString.safeParse(iso).success;
        },
      ),
      { numRuns: 5000 },
    );
  });
});
