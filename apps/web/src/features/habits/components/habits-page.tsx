import '../i18n.ts';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import type { User } from '@track-grow/domain/auth';
import type { Habit } from '@track-grow/domain/habits';
import { toast } from '../../../lib/toast.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { isDayCompleted } from '../api/completion-cache.ts';
import { habitKeys } from '../api/keys.ts';
import { useToggleHabit } from '../api/toggle-habit.ts';
import { useActiveHabits } from '../api/get-habits.ts';
import { useHabitTimers } from '../hooks/use-habit-timers.ts';
import { useToday } from '../../../lib/user-today.ts';
import { HabitDetail } from './detail/habit-detail.tsx';
import { HabitFormSheet, type HabitFormTarget } from './form/habit-form-sheet.tsx';
import { HabitsOverview } from './habits-overview.tsx';

export default function HabitsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <HabitsScreen user={user} />;
}

/** /habits: today's list; /habits?habit=<id>: one habit's page; /habits?new=1 opens the new-habit sheet. */
function HabitsScreen({ user }: { user: User }) {
  const { t } = useTranslation('habits');
  const today = useToday(user);
  const [params, setParams] = useSearchParams();
  const habitId = params.get('habit');
  const queryClient = useQueryClient();
  const { mutate: toggle } = useToggleHabit();
  const habits = useActiveHabits();
  const [form, setForm] = useState<HabitFormTarget | null>(() => (params.has('new') ? { mode: 'create' } : null));

  const onTimerComplete = useCallback(
    (completedId: string, date: string) => {
      const habit = queryClient
        .getQueryData<Habit[]>(habitKeys.active())
        ?.find((candidate) => candidate.id === completedId);
      if (habit) toast({ variant: 'success', title: t('timer.completeTitle'), description: t('timer.completeDescription', { name: habit.name }) });
      // The timer completes the day; a day ticked by hand meanwhile stays ticked.
      if (!isDayCompleted(queryClient, completedId, date)) toggle({ habitId: completedId, date });
    },
    [queryClient, toggle, t],
  );
  const timers = useHabitTimers(today, onTimerComplete);

  const closeForm = (open: boolean) => {
    if (open) return;
    setForm(null);
    if (params.has('new')) {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.delete('new');
        return next;
      });
    }
  };

  return (
    <>
      {habitId ? (
        <HabitDetail habitId={habitId} user={user} today={today} onEdit={(habit) => setForm({ mode: 'edit', habit })} />
      ) : (
        <HabitsOverview
          user={user}
          today={today}
          habits={habits}
          timers={timers}
          onCreate={() => setForm({ mode: 'create' })}
          onEdit={(habit) => setForm({ mode: 'edit', habit })}
        />
      )}
      <HabitFormSheet
        target={form}
        onOpenChange={closeForm}
        weekStart={user.weekStart}
        onDeleted={() => setParams(new URLSearchParams())}
      />
    </>
  );
}
