import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatTileAmount } from './format';

describe('money formatting', () => {
  it('formats exact amounts with two decimals for alerts', () => {
    expect(formatMoney('312.4')).toBe('$312.40');
    expect(formatMoney(30000n)).toBe('$300.00');
    expect(formatMoney('1234567.89')).toBe('$1234567.89');
    expect(formatMoney('999999999999.99')).toBe('$999999999999.99');
    expect(formatMoney('-5')).toBe('-$5.00');
    expect(formatMoney('12.5', { currency: 'EUR' })).toBe('€12.50');
    expect(formatMoney('12.5', { currency: 'EUR', locale: 'it-IT' })).toBe('12,50\u00a0€');
  });

  it('formats screen amounts with the locale’s grouping, in the profile’s currency', () => {
    expect(formatAmount('3118.46')).toBe('$3,118.46');
    expect(formatAmount('3118.46', { currency: 'EUR', locale: 'en-US' })).toBe('€3,118.46');
    expect(formatAmount('12688.36', { currency: 'EUR', locale: 'it-IT' })).toBe('12.688,36\u00a0€');
    expect(formatAmount('-5', { signed: true })).toBe('−$5.00');
    expect(formatAmount('5', { signed: true })).toBe('+$5.00');
    expect(formatAmount('0.1', { currency: 'NOPE' })).toBe('$0.10');
  });

  it('formats tiles with k and M, one decimal, absolute value', () => {
    expect(formatTileAmount('0')).toBe('$0');
    expect(formatTileAmount('512.40')).toBe('$512');
    expect(formatTileAmount('-512.50')).toBe('$513');
    expect(formatTileAmount('999.49')).toBe('$999');
    expect(formatTileAmount('999.50')).toBe('$1.0k');
    expect(formatTileAmount('1000')).toBe('$1.0k');
    expect(formatTileAmount('1234.56')).toBe('$1.2k');
    expect(formatTileAmount('-1250')).toBe('$1.3k');
    expect(formatTileAmount('999949.99')).toBe('$999.9k');
    expect(formatTileAmount('999950')).toBe('$1.0M');
    expect(formatTileAmount('3400000')).toBe('$3.4M');
    expect(formatTileAmount('-3450000')).toBe('$3.5M');
    expect(formatTileAmount('2500000000')).toBe('$2,500.0M');
  });

  it('uses the profile currency through Intl', () => {
    expect(formatTileAmount('1234', { currency: 'EUR' })).toBe('€1.2k');
    expect(formatTileAmount('1234', { currency: 'EUR', locale: 'it-IT' })).toBe('1,2k\u00a0€');
    expect(formatTileAmount('512', { currency: 'GBP' })).toBe('£512');
    expect(formatTileAmount('512', { currency: 'JPY' })).toBe('¥512');
    expect(formatTileAmount('1234', { currency: 'USD', locale: 'it-IT' })).toBe('1,2k\u00a0$');
  });

  it('a tile never shows a sign or more than one decimal (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (cents) => {
        const text = formatTileAmount(cents);
        return /^\$(\d{1,3}|\d{1,3}\.\dk|[\d,]+\.\dM)$/.test(text) && formatTileAmount(-cents) === text;
      }),
    );
  });
});
