import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@track-grow/domain/career';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { goalsQuery } from '../api/get-goals.ts';
import { useUpdateMilestone } from '../api/update-milestone.ts';

/**
 * Ticks or unticks one milestone: a single request that changes only that milestone, so two quick ticks never
 * undo each other. The box shows the new state while the request runs, and the answer (the goal with its new
 * progress) goes straight into the list.
 */
export function useMilestoneToggle() {
  const { t } = useTranslation('career');
  const queryClient = useQueryClient();
  const update = useUpdateMilestone();
  // Set in the change event itself: the mutation's own pending state reaches React a tick later, and in
  // between React would put the controlled box back as it was (a visible flicker on a slow phone).
  const [ticked, setTicked] = useState<{ milestoneId: string; done: boolean } | null>(null);
  const toggle = (goal: Goal, milestoneId: string, done: boolean) => {
    setTicked({ milestoneId, done });
    update.mutate(
      { goalId: goal.id, milestoneId, input: { done } },
      {
        onSuccess: (saved) =>
          queryClient.setQueryData(goalsQuery.queryKey, (goals) =>
            goals?.map((g) => (g.id === saved.id ? saved : g)),
          ),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('goals.tickFailed'),
            description: errorMessage(error, t('errors.generic')),
          }),
        onSettled: () => setTicked(null),
      },
    );
  };
  const pending = update.isPending
    ? { milestoneId: update.variables.milestoneId, done: update.variables.input.done }
    : ticked;
  return { toggle, pending };
}
