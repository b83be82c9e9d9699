import { describe, expect, it } from 'vitest';
import { normalizeAmountText, readGroupedNumber } from './amount-text';
import { amountProblem } from './money.schema';

describe('normalizeAmountText', () => {
  it('reads thousands separators as the locale writes them', () => {
    expect(normalizeAmountText('1,234.50', 'en-US')).toBe('1234.50');
    expect(normalizeAmountText('12,345,678', 'en-US')).toBe('12345678');
    expect(normalizeAmountText('1.234,50', 'it-IT')).toBe('1234.50');
    expect(normalizeAmountText(' 1 234,5 ', 'it-IT')).toBe('1234.5');
    expect(normalizeAmountText('12.50', 'en-US')).toBe('12.50');
    expect(normalizeAmountText('.5', 'en-US')).toBe('0.5');
  });

  it('takes a lone other mark with one or two decimals as the decimal mark', () => {
    expect(normalizeAmountText('12,50', 'en-US')).toBe('12.50');
    expect(normalizeAmountText('12.5', 'it-IT')).toBe('12.5');
  });

  it('leaves ambiguous or broken text unread, for the schema to refuse', () => {
    for (const [text, locale] of [
      ['1.234,50', 'en-US'],
      ['1,234.50', 'it-IT'],
      ['1,23,4', 'en-US'],
      ['12,3456', 'en-US'],
      ['1.2.3', 'it-IT'],
      ['abc', 'en-US'],
      ['-5', 'en-US'],
    ] as const) {
      expect(amountProblem(normalizeAmountText(text, locale)), `${text} in ${locale}`).not.toBeNull();
    }
  });
});

describe('readGroupedNumber', () => {
  it('needs groups of exactly three digits', () => {
    expect(readGroupedNumber('1,234,567.8', '.')).toEqual({ whole: '1234567', fraction: '8' });
    expect(readGroupedNumber('1234,567', '.')).toBeNull();
    expect(readGroupedNumber('', '.')).toBeNull();
  });
});
