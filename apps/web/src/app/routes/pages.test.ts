import { afterEach, describe, expect, it, vi } from 'vitest';
import { allAreas } from './areas.ts';
import { pageAt, pages, preloadPages } from './pages.ts';

afterEach(() => vi.restoreAllMocks());

/** An idle signal the test releases one period at a time. */
function manualIdle() {
  const waiting: (() => void)[] = [];
  return {
    idle: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: async () => {
      waiting.shift()?.();
      // Let the released preload settle and the loop ask for the next idle period.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

describe('preloadPages (SPEC.md 9)', () => {
  it('loads one page per idle period, in turn, and logs the failures once', async () => {
    const list = Object.values(pages);
    const spies = list.map((page, index) =>
      vi
        .spyOn(page, 'preload')
        .mockImplementation(() => (index === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({}))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { idle, release } = manualIdle();

    const done = preloadPages(idle);
    await release();
    expect(spies.filter((spy) => spy.mock.calls.length > 0)).toHaveLength(1);
    await release();
    expect(spies.filter((spy) => spy.mock.calls.length > 0)).toHaveLength(2);
    for (let i = 2; i < list.length; i += 1) await release();
    await done;
    for (const spy of spies) expect(spy).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Could not preload 1 page(s); they load when opened.');
  });

  it('starts nothing before the browser is first idle', async () => {
    const spies = Object.values(pages).map((page) => vi.spyOn(page, 'preload').mockResolvedValue({}));
    void preloadPages(() => new Promise(() => undefined));
    await Promise.resolve();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('pageAt', () => {
  it('names the page signed-in-routes.tsx shows at each address of the menu and the Hub', () => {
    for (const area of allAreas) expect(pageAt(area.href), area.href).toBe(pages[area.key]);
    expect(pageAt('/')).toBe(pages.home);
    expect(pageAt('/home')).toBe(pages.home);
    expect(pageAt('/hub')).toBe(pages.hub);
    expect(pageAt('/image-selector')).toBe(pages.imageSelector);
  });

  it('names none for an unknown address (the not-found page loads with the app)', () => {
    expect(pageAt('/no-such-page')).toBeUndefined();
  });
});
