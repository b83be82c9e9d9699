import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { habitsApi } from '@track-grow/domain/habits/api';
import { callApi } from '../../../lib/api-client.ts';
import { sendOrQueue } from '../../../lib/offline-queue.ts';
import { toast } from '../../../lib/toast.ts';
import { restoreSnapshot, writeDayOptimistically } from './completion-cache.ts';
import { cachedHabitName } from './cached-habit-name.ts';
import { changes } from '../../../lib/query-keys.ts';
import { errorMessage } from '../../../lib/server-errors.ts';

/** SPEC.md 8's message; the server's answer stays as the cause. */
export const TOGGLE_FAILED = 'Failed to toggle habit';

/** POST /api/habits/:id/toggle {date}: completes the day, or un-completes a completed one. */
export async function toggleHabit(habitId: string, date: string) {
  try {
    return await callApi(habitsApi.toggle, { date }, { params: { id: habitId } });
  } catch (error) {
    throw new Error(TOGGLE_FAILED, { cause: error });
  }
}

export interface ToggleVariables {
  habitId: string;
  date: string;
}

/**
 * The toggle, shown at once and rolled back with a toast if it fails; then every habit read refreshes.
 * Offline it is queued and sent when the network returns (lib/offline-queue.ts).
 */
export function useToggleHabit() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('habits');
  return useMutation({
    mutationFn: ({ habitId, date }: ToggleVariables) =>
      sendOrQueue(
        { kind: 'habitToggle', habitId, habitName: cachedHabitName(queryClient, habitId), date },
        () => toggleHabit(habitId, date),
      ),
    onMutate: ({ habitId, date }) => writeDayOptimistically(queryClient, habitId, date, { kind: 'toggle' }),
    onError: (error, _variables, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
      toast({
        variant: 'destructive',
        title: t('errors.toggleFailed'),
        description: errorMessage(error.cause, t('errors.tryAgain')),
      });
    },
    ...changes('habits'),
  });
}
