import { z } from 'zod';
import { createFitnessTimer, type FitnessTimerState } from './fitness-timer';
import { workoutTypes } from './fitness.schema';

const instant = z.number().int().nonnegative();

const storedTimer = z
  .object({
    state: z.enum(['idle', 'running', 'paused']),
    startTime: instant.nullable(),
    elapsed: z.number().int().min(0),
    pausedAt: instant.nullable(),
    workoutType: z.enum(workoutTypes),
    title: z.string().max(100),
    plannedDuration: z.number().int().min(1).max(1440),
  })
  .refine((t) => t.state !== 'running' || t.startTime !== null);

/**
 * Restores the stored workout timer after a reload (SPEC.md 4): a running or paused one comes back; nothing
 * stored, an idle one or a corrupt one gives a fresh timer (`problem` says which, for the warning log). A
 * running start in the future counts from `now`.
 */
export function parseFitnessTimer(
  raw: unknown,
  now: number,
): { state: FitnessTimerState; problem: 'corrupt' | null } {
  if (raw === null || raw === undefined || raw === '') return { state: createFitnessTimer(), problem: null };
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw) as unknown;
    } catch {
      return { state: createFitnessTimer(), problem: 'corrupt' };
    }
  }
  const parsed = storedTimer.safeParse(data);
  if (!parsed.success) return { state: createFitnessTimer(), problem: 'corrupt' };
  const t = parsed.data;
  if (t.state === 'idle') return { state: createFitnessTimer(), problem: null };
  const running = t.state === 'running';
  return {
    state: {
      ...t,
      startTime: running ? Math.min(t.startTime ?? now, now) : null,
      pausedAt: running ? null : Math.min(t.pausedAt ?? now, now),
    },
    problem: null,
  };
}

/** What to store; null for an idle timer, whose stored state is cleared (SPEC.md 4). */
export const serializeFitnessTimer = (state: FitnessTimerState): string | null =>
  state.state === 'idle' ? null : JSON.stringify(state);
