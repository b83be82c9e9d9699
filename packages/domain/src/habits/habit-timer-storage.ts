import { z } from 'zod';
import { dateString, uuid } from '../shared/primitives';
import { habitTimerStatus, type HabitTimerState } from './habit-timer';

/** The local storage key of SPEC.md 3's habit timers. */
export const HABIT_TIMERS_KEY = 'habit-timers';

export const habitTimerKey = (habitId: string, date: string): string => `${habitId}:${date}`;

const storedTimer = z.object({
  elapsedSeconds: z.number().int().min(0),
  isRunning: z.boolean(),
  targetMinutes: z.number().int().min(1).max(600),
  startDate: dateString,
  runningSince: z.number().int().positive().nullable().optional(),
});

function parseKey(key: string): boolean {
  const at = key.lastIndexOf(':');
  return (
    at > 0 && uuid.safeParse(key.slice(0, at)).success && dateString.safeParse(key.slice(at + 1)).success
  );
}

/**
 * Reads the stored timers. Corrupt storage yields no timers and a corrupt entry is dropped, never an error
 * (SPEC.md 5, 8). A running timer without a start instant (or one in the future) counts from `now`; an
 * elapsed time past the target is kept at the target (complete).
 */
export function parseHabitTimers(
  raw: string | null | undefined,
  now: number,
): Record<string, HabitTimerState> {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const timers: Record<string, HabitTimerState> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!parseKey(key)) continue;
    const parsed = storedTimer.safeParse(value);
    if (!parsed.success) continue;
    const t = parsed.data;
    const runningSince = t.isRunning ? Math.min(t.runningSince ?? now, now) : null;
    timers[key] = {
      elapsedSeconds: Math.min(t.elapsedSeconds, t.targetMinutes * 60),
      isRunning: t.isRunning,
      targetMinutes: t.targetMinutes,
      startDate: t.startDate,
      runningSince,
    };
  }
  return timers;
}

/** Writes the timers back; a reset (idle) timer is left out, which is how SPEC.md's reset removes it. */
export function serializeHabitTimers(timers: Readonly<Record<string, HabitTimerState>>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(timers).filter(([, t]) => habitTimerStatus(t) !== 'idle')),
  );
}
