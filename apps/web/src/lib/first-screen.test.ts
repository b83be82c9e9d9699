import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideInitialLoader, releaseFirstScreen, releaseFirstScreenOnCrash } from './first-screen.ts';

function loader(picture: boolean): HTMLElement {
  const element = document.createElement('div');
  element.id = 'initial-loader';
  if (picture) element.setAttribute('data-first-screen', '');
  document.body.append(element);
  return element;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the initial loader', () => {
  it("fades the logo out after the app's first commit (0.1 s, then a 0.3 s fade)", () => {
    vi.useFakeTimers();
    const logo = loader(false);
    hideInitialLoader();
    vi.advanceTimersByTime(100);
    expect(logo.dataset.hidden).toBe('true');
    expect(logo.isConnected).toBe(true);
    vi.advanceTimersByTime(300);
    expect(logo.isConnected).toBe(false);
  });

  it('keeps the first-screen picture over "Loading…" until the real page releases it', () => {
    vi.useFakeTimers();
    const picture = loader(true);
    hideInitialLoader();
    vi.advanceTimersByTime(1000);
    expect(picture.isConnected).toBe(true);
    expect(picture.dataset.hidden).toBeUndefined();
    releaseFirstScreen();
    vi.advanceTimersByTime(400);
    expect(picture.isConnected).toBe(false);
  });

  it('leaves a logo to its own timer, and does nothing without a loader', () => {
    vi.useFakeTimers();
    const logo = loader(false);
    releaseFirstScreen();
    vi.advanceTimersByTime(1000);
    expect(logo.isConnected).toBe(true);
    logo.remove();
    expect(() => {
      hideInitialLoader();
      releaseFirstScreen();
    }).not.toThrow();
  });
});

describe('a crash outside every page', () => {
  it('releases the picture and reports the error as React would', () => {
    vi.useFakeTimers();
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const picture = loader(true);
    const error = new Error('the shell failed');
    releaseFirstScreenOnCrash(error);
    vi.advanceTimersByTime(400);
    expect(picture.isConnected).toBe(false);
    expect(reportError).toHaveBeenCalledWith(error);
  });
});
