import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorDiv, formatCents, normalizeAmount, roundDiv, sumAmounts, sumCents, toCents } from './cents';

const cents = fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n });
/** A wire amount as users and the database write it: 1 or 2 decimals or none. */
const amountText = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }),
    fc.constantFrom('', '.0', '.5', '.05', '.99', '.10', '.1'),
  )
  .map(([whole, fraction]) => `${whole}${fraction}`);

describe('exact money as cents', () => {
  it('reads and writes decimal strings', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('12.05')).toBe(1205n);
    expect(toCents('0')).toBe(0n);
    expect(toCents('-0.07')).toBe(-7n);
    expect(toCents(' 1234.50 ')).toBe(123450n);
    expect(formatCents(123450n)).toBe('1234.50');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(formatCents(0n)).toBe('0.00');
    expect(formatCents(10n ** 18n + 1n)).toBe('10000000000000000.01');
    expect(normalizeAmount('7')).toBe('7.00');
  });

  it('refuses anything that is not a decimal with at most 2 decimals', () => {
    for (const bad of ['12.345', 'abc', '', '1e3', '1,000', '12.', '.5', '--1'])
      expect(() => toCents(bad)).toThrow(RangeError);
  });

  it('sums where floats go wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
    expect(sumAmounts(['999999999999.99', '999999999999.99', '0.02'])).toBe('2000000000000.00');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('formatting round-trips (property)', () => {
    fc.assert(fc.property(cents, (c) => toCents(formatCents(c)) === c));
    fc.assert(
      fc.property(
        amountText,
        (a) => formatCents(toCents(a)) === normalizeAmount(a) && Number(normalizeAmount(a)) === Number(a),
      ),
    );
  });

  it('the sum of the parts equals the total (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
        (total, cuts) => {
          // Split the total at random points into parts, format each, and sum the strings.
          const points = cuts
            .map((c) => (total * BigInt(Math.floor(c * 1e6))) / 1_000_000n)
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          const bounds = [0n, ...points, total];
          const parts = bounds.slice(1).map((b, i) => formatCents(b - bounds[i]!));
          return sumAmounts(parts) === formatCents(total) && sumCents(parts) === total;
        },
      ),
    );
  });

  it('divides with floor and half-up rounding like Math', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        return (
          floorDiv(BigInt(a), BigInt(b)) === BigInt(Math.floor(a / b)) &&
          roundDiv(BigInt(a), BigInt(b)) === BigInt(Math.round(a / b))
        );
      }),
    );
  });
});
