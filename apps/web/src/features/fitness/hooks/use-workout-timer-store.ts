import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { getUserId } from '../../../lib/storage.ts';
import { WorkoutTimerStore, workoutTimerKey } from './workout-timer-store.ts';

/** One store per signed-in user: another user on this device gets their own timer (defaults at first). */
export function useWorkoutTimerStore(): WorkoutTimerStore {
  const { user } = useCurrentUser();
  const key = workoutTimerKey(user?.id ?? getUserId() ?? 'local');
  const [held, setHeld] = useState(() => ({ key, store: new WorkoutTimerStore(key) }));
  if (held.key !== key) {
    const next = { key, store: new WorkoutTimerStore(key) };
    setHeld(next);
    return next.store;
  }
  return held.store;
}
