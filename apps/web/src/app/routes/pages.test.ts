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

describe('preloadPages in a build (index.html lists the page chunks)', () => {
  afterEach(() => {
    document.getElementById('page-chunks')?.remove();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const finish = async (index: number, event: 'load' | 'error') => {
    document.head.querySelectorAll('link[rel="prefetch"]')[index]!.dispatchEvent(new Event(event));
    await settle();
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('fetches each chunk with a prefetch link, one per idle period, compiling and running no page', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'page-chunks';
    list.textContent = JSON.stringify([
      '/assets/tasks-page-a.js',
      '/assets/money-page-b.js',
      '/assets/charts-c.js',
    ]);
    document.body.append(list);
    // jsdom knows no link relations: this is a browser that has prefetch.
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const loaders = Object.values(pages).map((page) => vi.spyOn(page, 'preload'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { idle, release } = manualIdle();

    const done = preloadPages(idle);
    await release();
    expect(preloads()).toEqual(['/assets/tasks-page-a.js']);
    await finish(0, 'load');
    await release();
    expect(preloads()).toHaveLength(2);
    await finish(1, 'error');
    await release();
    await finish(2, 'load');
    await done;
    expect(preloads()).toEqual(['/assets/tasks-page-a.js', '/assets/money-page-b.js', '/assets/charts-c.js']);
    for (const loader of loaders) expect(loader).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Could not preload 1 page(s); they load when opened.');
  });
});

describe('preloadPages with an unreadable list', () => {
  afterEach(() => document.getElementById('page-chunks')?.remove());

  it('imports each page instead, as on the dev server', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'page-chunks';
    list.textContent = '{"not":"a list"}';
    document.body.append(list);
    const loaders = Object.values(pages).map((page) => vi.spyOn(page, 'preload').mockResolvedValue({}));
    await preloadPages(() => Promise.resolve());
    for (const loader of loaders) expect(loader).toHaveBeenCalledOnce();
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });
});

describe('preloadPages where the browser has no prefetch (Safari)', () => {
  afterEach(() => {
    document.getElementById('page-chunks')?.remove();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('fetches each chunk with modulepreload instead, which Safari loads', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'page-chunks';
    list.textContent = JSON.stringify(['/assets/tasks-page-a.js']);
    document.body.append(list);
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const { idle, release } = manualIdle();

    const done = preloadPages(idle);
    await release();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.getAttribute('href')).toBe('/assets/tasks-page-a.js');
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    link!.dispatchEvent(new Event('load'));
    await done;
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
