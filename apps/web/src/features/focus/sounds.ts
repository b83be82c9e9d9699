import { timerSounds, type TimerSound } from '@track-grow/domain/focus';
import { vibrate } from '../../lib/vibrate.ts';

/** What playing a sound came to: heard, held back by the browser (no user gesture, muted tab), or broken. */
export type SoundOutcome = 'played' | 'blocked' | 'failed';

/** The one thing the focus screens need from audio, so tests can put a fake in its place. */
export interface SoundPlayer {
  /** Plays `sound` `times` times in a row. Never throws. */
  play(sound: TimerSound, times?: number): Promise<SoundOutcome>;
}

export { timerSounds };

/** SPEC.md 9's vibration at the end of a focus session. */
export const FOCUS_END_VIBRATION = [200, 100, 200, 100, 200];

/** The part of an AudioContext the synthesiser uses. */
type AudioContextLike = Pick<
  AudioContext,
  'state' | 'currentTime' | 'destination' | 'resume' | 'createOscillator' | 'createGain'
>;
type AudioContextConstructor = new () => AudioContextLike;

interface Tone {
  /** Start, seconds after the sound begins. */
  at: number;
  frequency: number;
  /** Glides to this frequency over the tone (a "pop"). */
  endFrequency?: number;
  duration: number;
  type: OscillatorType;
  volume: number;
}

/** Each sound as a few synthesised tones: no audio files to download. */
const recipes: Record<TimerSound, { tones: Tone[]; length: number }> = {
  beep: {
    length: 0.4,
    tones: [
      { at: 0, frequency: 880, duration: 0.14, type: 'sine', volume: 0.35 },
      { at: 0.18, frequency: 1320, duration: 0.18, type: 'sine', volume: 0.35 },
    ],
  },
  chime: {
    length: 1.6,
    tones: [
      { at: 0, frequency: 1046.5, duration: 1.2, type: 'triangle', volume: 0.3 },
      { at: 0.15, frequency: 1318.5, duration: 1.2, type: 'triangle', volume: 0.25 },
      { at: 0.3, frequency: 1568, duration: 1.3, type: 'triangle', volume: 0.22 },
    ],
  },
  ding: {
    length: 1.1,
    tones: [
      { at: 0, frequency: 1568, duration: 1, type: 'sine', volume: 0.4 },
      { at: 0, frequency: 3136, duration: 0.5, type: 'sine', volume: 0.12 },
    ],
  },
  pop: {
    length: 0.2,
    tones: [{ at: 0, frequency: 620, endFrequency: 140, duration: 0.09, type: 'sine', volume: 0.5 }],
  },
  bell: {
    length: 2.6,
    tones: [
      { at: 0, frequency: 523.25, duration: 2.5, type: 'sine', volume: 0.32 },
      { at: 0, frequency: 1444, duration: 1.4, type: 'sine', volume: 0.1 },
      { at: 0, frequency: 2825, duration: 0.8, type: 'sine', volume: 0.05 },
    ],
  },
};

/** The length of one play of a sound, in seconds (how far apart repeats start). */
export const soundLength = (sound: TimerSound): number => recipes[sound].length;

function schedule(context: AudioContextLike, sound: TimerSound, start: number): void {
  for (const tone of recipes[sound].tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const begin = start + tone.at;
    const end = begin + tone.duration;
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, begin);
    if (tone.endFrequency) oscillator.frequency.exponentialRampToValueAtTime(tone.endFrequency, end);
    // A quick attack and an exponential fade: no clicks at either end.
    gain.gain.setValueAtTime(0.0001, begin);
    gain.gain.exponentialRampToValueAtTime(tone.volume, begin + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(begin);
    oscillator.stop(end + 0.05);
  }
}

function browserAudioContext(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** A browser that never settles `resume()` without a gesture must not hang the sound test. */
const RESUME_TIMEOUT_MS = 1500;

async function resumed(context: AudioContextLike): Promise<void> {
  if (context.state === 'running') return;
  await Promise.race([context.resume(), new Promise<void>((done) => setTimeout(done, RESUME_TIMEOUT_MS))]);
}

/**
 * The Web Audio player: one shared AudioContext, made on first use. A context still suspended after
 * `resume()` (no user gesture yet, or a muted or background tab), or a NotAllowedError, is "blocked"; no
 * Web Audio at all, or any other error, is "failed".
 */
export function createWebAudioPlayer(
  constructorOf: () => AudioContextConstructor | undefined = browserAudioContext,
): SoundPlayer {
  let context: AudioContextLike | null = null;
  return {
    async play(sound, times = 1) {
      const Constructor = constructorOf();
      if (!Constructor) return 'failed';
      try {
        context ??= new Constructor();
        await resumed(context);
        if (context.state !== 'running') return 'blocked';
        const start = context.currentTime + 0.02;
        for (let index = 0; index < times; index++)
          schedule(context, sound, start + index * soundLength(sound));
        return 'played';
      } catch (error) {
        const name = error && typeof error === 'object' ? (error as { name?: unknown }).name : undefined;
        return name === 'NotAllowedError' ? 'blocked' : 'failed';
      }
    },
  };
}

let player: SoundPlayer = createWebAudioPlayer();

/** The app's sound player. */
export const soundPlayer = (): SoundPlayer => player;

/** Tests put a fake player in place (and the real one back with `createWebAudioPlayer()`). */
export function setSoundPlayer(next: SoundPlayer): void {
  player = next;
}

/** SPEC.md 4: the end of a focus session plays the sound twice and vibrates where the device can. */
export function alertFocusEnd(sound: TimerSound): void {
  void player.play(sound, 2);
  vibrate(FOCUS_END_VIBRATION);
}
