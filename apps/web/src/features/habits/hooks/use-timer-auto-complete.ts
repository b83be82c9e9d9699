import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { habitTimerKey, type Habit } from '@track-grow/domain/habits';
import { toast } from '../../../lib/toast.ts';
import { isDayCompleted } from '../api/completion-cache.ts';
import { activeHabitsQuery } from '../api/get-habits.ts';
import { useSetCompletion } from '../api/set-completion.ts';

/** The active habits: from the cache, else fetched; undefined when they cannot be read. */
async function activeHabits(queryClient: ReturnType<typeof useQueryClient>): Promise<Habit[] | undefined> {
  try {
    return await queryClient.ensureQueryData(activeHabitsQuery());
  } catch {
    return undefined;
  }
}

/**
 * What a finished timer does (SPEC.md 4): "Time's up!", then the day is set complete with the idempotent
 * PUT …/completions/:date (a second request could never un-complete it, unlike the toggle), and every habit read
 * refreshes. Not when the day is already done, nor for a habit no longer active, and one request per timer
 * completion at a time.
 */
export function useTimerAutoComplete(): (habitId: string, date: string) => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('habits');
  const { mutateAsync: setDay } = useSetCompletion();
  const inFlight = useRef(new Set<string>());

  return useCallback(
    async (habitId: string, date: string) => {
      const key = habitTimerKey(habitId, date);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      try {
        const habits = await activeHabits(queryClient);
        const habit = habits?.find((candidate) => candidate.id === habitId);
        // Deleted or archived while its timer ran: nothing left to complete.
        if (habits && !habit) return;
        toast({
          variant: 'success',
          title: t('timer.completeTitle'),
          ...(habit ? { description: t('timer.completeDescription', { name: habit.name }) } : {}),
        });
        // The timer completes the day; a day ticked by hand meanwhile stays as it is.
        if (isDayCompleted(queryClient, habitId, date)) return;
        await setDay({ habitId, date, mark: 'completed' });
      } catch {
        // The mutation reports its failure with a toast and rolls back.
      } finally {
        inFlight.current.delete(key);
      }
    },
    [queryClient, setDay, t],
  );
}
