import { z } from 'zod';
import { focusSessionTypes } from './focus.schema';
import { createPomodoro, type PomodoroState } from './pomodoro';
import { parseTimerSettings } from './timer-settings';

const instant = z.number().int().nonnegative();

const storedPomodoro = z
  .object({
    state: z.enum(['idle', 'running', 'paused']),
    sessionType: z.enum(focusSessionTypes),
    timeLeft: z.number().int().min(0).max(7200),
    totalTime: z.number().int().min(60).max(7200),
    sessionsCompleted: z.number().int().min(0).max(1000),
    settings: z.unknown(),
    currentFocusStartAt: instant.nullable(),
    startedAt: instant.nullable(),
    endAt: instant.nullable(),
    userId: z.string(),
  })
  .refine((s) => s.timeLeft <= s.totalTime)
  .refine((s) => s.state !== 'running' || (s.endAt !== null && s.startedAt !== null));

/** Why stored state was not restored, for the caller's warning log (SPEC.md 8); null when all is well. */
export type PomodoroRestoreProblem = 'corrupt' | 'otherUser' | null;

/**
 * Restores the pomodoro stored on the device for `userId` (SPEC.md 4). Nothing stored, a corrupt value or
 * another user's state gives a fresh timer; stored settings are read as SPEC.md 5 says (`parseTimerSettings`).
 * The caller then `advance`s it to now, which replays the time the app was away.
 */
export function parsePomodoro(
  raw: unknown,
  userId: string,
): { state: PomodoroState; problem: PomodoroRestoreProblem } {
  const fresh = (problem: PomodoroRestoreProblem) => ({ state: createPomodoro(userId), problem });
  if (raw === null || raw === undefined || raw === '') return fresh(null);
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw) as unknown;
    } catch {
      return fresh('corrupt');
    }
  }
  const owner = data && typeof data === 'object' ? (data as { userId?: unknown }).userId : undefined;
  if (typeof owner === 'string' && owner !== userId) return fresh('otherUser');
  const parsed = storedPomodoro.safeParse(data);
  if (!parsed.success) return fresh('corrupt');
  const s = parsed.data;
  const running = s.state === 'running';
  return {
    state: {
      state: s.state,
      sessionType: s.sessionType,
      timeLeft: s.timeLeft,
      totalTime: s.totalTime,
      sessionsCompleted: s.sessionsCompleted,
      settings: parseTimerSettings(s.settings),
      currentFocusStartAt: s.sessionType === 'focus' && s.state !== 'idle' ? s.currentFocusStartAt : null,
      startedAt: running ? s.startedAt : null,
      endAt: running ? s.endAt : null,
      userId,
    },
    problem: null,
  };
}

export const serializePomodoro = (state: PomodoroState): string => JSON.stringify(state);
