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

export type DayMark = 'completed' | 'skipped' | 'cleared';

export interface SetDayVariables {
  habitId: string;
  date: string;
  mark: DayMark;
}

/**
 * PUT /api/habits/:id/completions/:date: the day ends up exactly as asked (done, skipped, or neither).
 * Offline it is queued and sent when the network returns (lib/offline-queue.ts).
 */
export function useSetCompletion() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('habits');
  return useMutation({
    mutationFn: ({ habitId, date, mark }: SetDayVariables) => {
      const day = { completed: mark === 'completed', skipped: mark === 'skipped' };
      return sendOrQueue(
        { kind: 'habitDay', habitId, habitName: cachedHabitName(queryClient, habitId), date, ...day },
        () => callApi(habitsApi.setCompletion, day, { params: { id: habitId, date } }),
      );
    },
    onMutate: ({ habitId, date, mark }) =>
      writeDayOptimistically(queryClient, habitId, date, {
        kind: 'set',
        completed: mark === 'completed',
        skipped: mark === 'skipped',
      }),
    onError: (error, _variables, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
      toast({
        variant: 'destructive',
        title: t('errors.dayFailed'),
        description: errorMessage(error, t('errors.tryAgain')),
      });
    },
    ...changes('habits'),
  });
}
