import { useEffect, useRef, useState } from 'react';
import { vibrate } from '../../../lib/vibrate.ts';

/** SPEC.md 9's vibration pattern. */
export const REST_VIBRATION = [200, 100, 200, 100, 200];

type AudioContextClass = typeof AudioContext;

/** A short beep; silently nothing where the browser has no Web Audio or refuses it. */
function beep(context: AudioContext | null): void {
  if (!context) return;
  try {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.4);
  } catch {
    // No sound: the vibration and the message remain.
  }
}

export interface RestTimer {
  /** Seconds left while counting down, else null. */
  remaining: number | null;
  /** The length of the rest under way (or just finished), in seconds. */
  length: number | null;
  /** The countdown reached zero (until the next start or cancel). */
  finished: boolean;
  start: (seconds: number) => void;
  cancel: () => void;
}

/**
 * The rest countdown between sets: an end instant, the seconds left read from the clock (a sleeping tab loses
 * nothing), and a beep and a vibration at the end.
 */
export function useRestTimer(): RestTimer {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [length, setLength] = useState<number | null>(null);
  const [finished, setFinished] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);
  const audio = useRef<AudioContext | null>(null);

  useEffect(() => {
    if (endAt === null) return;
    const check = () => {
      const left = Math.ceil((endAt - Date.now()) / 1000);
      if (left <= 0) {
        setEndAt(null);
        setRemaining(null);
        setFinished(true);
        beep(audio.current);
        vibrate(REST_VIBRATION);
      } else setRemaining(left);
    };
    const interval = setInterval(check, 250);
    return () => clearInterval(interval);
  }, [endAt]);

  const start = (seconds: number) => {
    // Audio may only start from a user's gesture: the context is made on the press, the beep comes later.
    if (!audio.current) {
      const Context = (window as { AudioContext?: AudioContextClass }).AudioContext;
      try {
        audio.current = Context ? new Context() : null;
      } catch {
        audio.current = null;
      }
    }
    setLength(seconds);
    setFinished(false);
    setRemaining(seconds);
    setEndAt(Date.now() + seconds * 1000);
  };

  const cancel = () => {
    setEndAt(null);
    setRemaining(null);
    setFinished(false);
    setLength(null);
  };

  return { remaining, length, finished, start, cancel };
}
