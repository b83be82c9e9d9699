import { describe, expect, it, vi } from 'vitest';
import { loadSignedInApp } from './app.tsx';
import { pageAt } from './routes/pages.ts';

const preloadHome = vi.fn(async () => undefined);
vi.mock('./routes/pages.ts', () => ({ pageAt: vi.fn(() => ({ preload: preloadHome })) }));
vi.mock('./signed-in-app.tsx', () => ({ default: () => null }));

describe('loading the signed-in app', () => {
  it('starts the page at the address beside it, once however often it is asked for (main.tsx, then the router)', async () => {
    window.history.replaceState(null, '', '/home');
    const first = loadSignedInApp();
    const second = loadSignedInApp();
    expect(second).toBe(first);
    await first;
    expect(pageAt).toHaveBeenCalledOnce();
    expect(pageAt).toHaveBeenCalledWith('/home');
    expect(preloadHome).toHaveBeenCalledOnce();
  });
});
