import { useCallback } from 'react';
import { readDailyState, serializeDailyState } from '../daily-state.ts';
import { useStoredValue, writeStoredValue } from '../../../lib/use-stored-value.ts';

/**
 * A per-user value that lasts for the user's day: `[state, save]`. A stored value of another day (or a
 * corrupt one) reads as null, so a new day starts fresh.
 */
export function useDailyState<T>(
  key: string | null,
  today: string,
  parseState: (state: unknown) => T | null,
): [T | null, (state: T) => void] {
  const raw = useStoredValue(key);
  const state = readDailyState(raw, today, parseState);
  const save = useCallback(
    (next: T) => {
      if (key !== null) writeStoredValue(key, serializeDailyState(today, next));
    },
    [key, today],
  );
  return [state, save];
}
