import { describe, expect, it, vi } from 'vitest';
import { alertFocusEnd, createWebAudioPlayer, FOCUS_END_VIBRATION, setSoundPlayer } from './sounds.ts';

/** A stand-in AudioContext: `state` after resume() as given, and every node a no-op. */
function fakeContext(options: { stateAfterResume?: AudioContextState; throwOnCreate?: Error } = {}) {
  const param = () => ({
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  const started = vi.fn();
  class FakeAudioContext {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    constructor() {
      if (options.throwOnCreate) throw options.throwOnCreate;
    }
    resume() {
      this.state = options.stateAfterResume ?? 'running';
      return Promise.resolve();
    }
    createOscillator() {
      return { type: 'sine', frequency: param(), connect: vi.fn(), start: started, stop: vi.fn() };
    }
    createGain() {
      return { gain: param(), connect: vi.fn() };
    }
  }
  return { Context: FakeAudioContext as unknown as new () => AudioContext, started };
}

describe('the Web Audio player', () => {
  it('plays: the context runs and every tone of the sound is started, twice when asked', async () => {
    const { Context, started } = fakeContext();
    const player = createWebAudioPlayer(() => Context);
    expect(await player.play('beep')).toBe('played');
    expect(started).toHaveBeenCalledTimes(2);
    expect(await player.play('chime', 2)).toBe('played');
    expect(started).toHaveBeenCalledTimes(2 + 6);
  });

  it('is blocked when the context stays suspended after resume, or the browser says NotAllowedError', async () => {
    expect(
      await createWebAudioPlayer(() => fakeContext({ stateAfterResume: 'suspended' }).Context).play('ding'),
    ).toBe('blocked');
    const notAllowed = new DOMException('No gesture', 'NotAllowedError');
    expect(
      await createWebAudioPlayer(() => fakeContext({ throwOnCreate: notAllowed }).Context).play('ding'),
    ).toBe('blocked');
  });

  it('fails without Web Audio, or on any other error', async () => {
    expect(await createWebAudioPlayer(() => undefined).play('pop')).toBe('failed');
    expect(
      await createWebAudioPlayer(() => fakeContext({ throwOnCreate: new Error('boom') }).Context).play('pop'),
    ).toBe('failed');
  });
});

describe('the end of a focus session', () => {
  it('plays the sound twice and vibrates 200, 100, 200, 100, 200', () => {
    const play = vi.fn(() => Promise.resolve('played' as const));
    setSoundPlayer({ play });
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    alertFocusEnd('bell');
    expect(play).toHaveBeenCalledWith('bell', 2);
    expect(vibrate).toHaveBeenCalledWith(FOCUS_END_VIBRATION);
    expect(FOCUS_END_VIBRATION).toEqual([200, 100, 200, 100, 200]);
    Reflect.deleteProperty(navigator, 'vibrate');
  });
});
