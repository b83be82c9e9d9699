import { describe, expect, it } from 'vitest';
import { dateString, instantString, withWellFormedText, yearMonthString } from './primitives';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dates lie in 1900-01-01..2100-12-31 (issue 22)', () => {
  it('a day', () => {
    for (const day of ['1900-01-01', '2026-03-14', '2100-12-31'])
      expect(dateString.safeParse(day).success, day).toBe(true);
    for (const day of ['0001-01-01', '0099-12-31', '0100-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])
      expect(issueOf(dateString.safeParse(day)), day).toBe('shared.dateRange');
    expect(issueOf(dateString.safeParse('2026-02-30'))).toBe('shared.dateInvalid');
  });

  it('a month', () => {
    const month = yearMonthString('money.monthFormat');
    expect(month.safeParse('1900-01').success).toBe(true);
    expect(month.safeParse('2100-12').success).toBe(true);
    for (const value of ['0099-12', '1899-12', '2101-01'])
      expect(issueOf(month.safeParse(value)), value).toBe('shared.dateRange');
    expect(issueOf(month.safeParse('2026-13'))).toBe('money.monthFormat');
  });

  it('an instant, whose offset PostgreSQL must take (under ±16:00)', () => {
    const instant = instantString({ offset: true });
    for (const value of [
      '2026-03-14T09:30:00Z',
      '2026-03-14T09:30:00.123+15:59',
      '1900-01-01T00:00:00-15:00',
    ])
      expect(instant.safeParse(value).success, value).toBe(true);
    for (const value of [
      '0001-01-01T00:00:00Z',
      '2101-01-01T00:00:00Z',
      '2026-03-14T09:30:00+16:00',
      '2026-03-14T09:30:00-23:59',
    ])
      expect(issueOf(instant.safeParse(value)), value).toBe('shared.dateRange');
    expect(instantString({ offset: false }).safeParse('2026-03-14T09:30:00+01:00').success).toBe(false);
  });
});

describe('lone surrogates become U+FFFD in every string and key of a parsed body', () => {
  it('in strings, nested values and keys; pairs and prototype keys stay as they are', () => {
    const body = JSON.parse(
      '{"a":"x\\ud800y","list":[{"name":"\\udfff"},"\\ud83d\\ude00"],"k\\udc00":1,"__proto__":{"b":"\\ud800"}}',
    ) as Record<string, unknown>;
    const clean = withWellFormedText(body) as Record<string, unknown>;
    expect(clean).toBe(body);
    expect(JSON.stringify(clean)).toBe(
      '{"a":"x\uFFFDy","list":[{"name":"\uFFFD"},"\u{1F600}"],"__proto__":{"b":"\uFFFD"},"k\uFFFD":1}',
    );
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(withWellFormedText('\ud800')).toBe('\uFFFD');
    expect(withWellFormedText(12)).toBe(12);
  });

  it('walks a deep body without overflowing the stack', () => {
    const depth = 200_000;
    const body = JSON.parse('['.repeat(depth) + '"\\ud800"' + ']'.repeat(depth)) as unknown;
    let inner = withWellFormedText(body);
    for (let i = 0; i < depth; i++) inner = (inner as unknown[])[0];
    expect(inner).toBe('\uFFFD');
  });
});
