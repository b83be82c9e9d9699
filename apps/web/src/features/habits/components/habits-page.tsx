import '../i18n.ts';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { User } from '@track-grow/domain/auth';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateIntent } from '../../../lib/use-create-intent.ts';
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
  const today = useToday(user);
  const [params, setParams] = useSearchParams();
  const habitId = params.get('habit');
  const habits = useActiveHabits();
  const intent = useCreateIntent();
  const [form, setForm] = useState<HabitFormTarget | null>(() => (intent ? { mode: 'create' } : null));

  // The app's timers (HabitTimersProvider ticks them and completes their habits on any page).
  const timers = useHabitTimers(today);

  const closeForm = (open: boolean) => {
    if (!open) setForm(null);
  };

  return (
    <>
      {habitId ? (
        <HabitDetail
          habitId={habitId}
          user={user}
          today={today}
          onEdit={(habit) => setForm({ mode: 'edit', habit })}
        />
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
