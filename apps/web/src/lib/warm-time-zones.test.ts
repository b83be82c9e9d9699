import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The module afresh: it warms once a page. */
async function freshWarm() {
  vi.resetModules();
  return (await import('./warm-time-zones.ts')).warmTimeZones;
}

describe('warmTimeZones', () => {
  it("builds one format in the browser's zone, once a page", async () => {
    const warmTimeZones = await freshWarm();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    warmTimeZones();
    warmTimeZones();
    const zoned = formats.mock.calls.filter(([, options]) => options?.timeZone !== undefined);
    expect(zoned).toEqual([['en', expect.objectContaining({ timeZone: zone })]]);
  });

  it("warms the page language's plural rules and number format in tasks of their own, after", async () => {
    const warmTimeZones = await freshWarm();
    vi.useFakeTimers();
    document.documentElement.lang = 'it';
    const plurals = vi.spyOn(Intl, 'PluralRules');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    warmTimeZones();
    expect(plurals).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(plurals).toHaveBeenCalledWith('it');
    expect(numbers).toHaveBeenCalledWith('it');
    warmTimeZones();
    vi.runAllTimers();
    expect(plurals).toHaveBeenCalledOnce();
    expect(numbers).toHaveBeenCalledOnce();
  });
});
