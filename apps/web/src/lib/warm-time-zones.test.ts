import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmTimeZones } from './warm-time-zones.ts';

afterEach(() => vi.restoreAllMocks());

describe('warmTimeZones', () => {
  it("builds one format in the browser's zone, once a page", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    warmTimeZones();
    warmTimeZones();
    const zoned = formats.mock.calls.filter(([, options]) => options?.timeZone !== undefined);
    expect(zoned).toEqual([['en', expect.objectContaining({ timeZone: zone })]]);
  });
});
