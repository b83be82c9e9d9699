import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { habitsApi } from '@track-grow/domain/habits/api';
import type { Habit } from '@track-grow/domain/habits';
import { callApi } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { changes } from '../../../lib/query-keys.ts';
import { activeHabitsQuery } from './get-habits.ts';
import { errorMessage } from '../../../lib/server-errors.ts';

/** POST /api/habits/reorder {ids}: the new order shows at once and is rolled back if the server refuses it. */
export function useReorderHabits() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('habits');
  const activeKey = activeHabitsQuery().queryKey;
  return useMutation({
    mutationFn: (ordered: Habit[]) => callApi(habitsApi.reorder, { ids: ordered.map((habit) => habit.id) }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: activeKey, exact: true });
      const previous = queryClient.getQueryData(activeKey);
      queryClient.setQueryData(activeKey, ordered);
      return previous;
    },
    onError: (error, _ordered, previous) => {
      if (previous) queryClient.setQueryData(activeKey, previous);
      toast({
        variant: 'destructive',
        title: t('errors.reorderFailed'),
        description: errorMessage(error, t('errors.tryAgain')),
      });
    },
    onSuccess: (habits) => queryClient.setQueryData(activeKey, habits),
    ...changes('habits'),
  });
}
