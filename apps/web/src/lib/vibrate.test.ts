import { afterEach, describe, expect, it, vi } from 'vitest';
import { vibrate } from './vibrate.ts';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
  Reflect.deleteProperty(navigator, 'userActivation');
});

const stub = (hasBeenActive: boolean | undefined) => {
  const call = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: call, configurable: true });
  if (hasBeenActive !== undefined)
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
  return call;
};

describe('vibrate', () => {
  it('vibrates once the person has used the page', () => {
    const call = stub(true);
    vibrate([200, 100, 200]);
    expect(call).toHaveBeenCalledWith([200, 100, 200]);
  });

  it('stays still before any tap, when the browser would refuse and log an error', () => {
    const call = stub(false);
    vibrate(200);
    expect(call).not.toHaveBeenCalled();
  });

  it('vibrates where the browser does not say (no User Activation API)', () => {
    const call = stub(undefined);
    vibrate(200);
    expect(call).toHaveBeenCalledWith(200);
  });

  it('does nothing, and throws nothing, without the Vibration API or when it throws', () => {
    expect(() => vibrate(200)).not.toThrow();
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('refused');
      },
      configurable: true,
    });
    expect(() => vibrate(200)).not.toThrow();
  });
});
