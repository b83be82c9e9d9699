import '../i18n.ts';
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Habit } from '@track-grow/domain/habits';
import { showSystemNotification } from '../../../lib/notifications.ts';
import { reminderSwitches } from '../../../lib/reminder-switches.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useUserToday } from '../../../lib/user-today.ts';
import { useCompletions } from '../api/get-completions.ts';
import { activeHabitsQuery } from '../api/get-habits.ts';
import { useVacations } from '../api/get-vacations.ts';
import {
  dueReminders,
  hasReminder,
  readShownReminders,
  remindersWindow,
  writeShownReminders,
} from '../reminders.ts';

/**
 * Habit reminders at their time, while the app is open (there is no push server): mounted once in the
 * signed-in app. With the Habits reminder switch off, or no habit with a reminder time, it reads nothing more
 * and runs no clock.
 */
export function HabitReminders() {
  const { user } = useCurrentUser();
  const on = user !== null && reminderSwitches(user).habits;
  const habits = useQuery({ ...activeHabitsQuery(), enabled: on });
  const withReminder = useMemo(() => (habits.data ?? []).filter(hasReminder), [habits.data]);
  if (!user || !on || withReminder.length === 0) return null;
  return <ReminderClock userId={user.id} habits={withReminder} />;
}

function ReminderClock({ userId, habits }: { userId: string; habits: readonly Habit[] }) {
  const { t } = useTranslation('habits');
  const [, navigate] = useLocation();
  const { today, now, weekStart } = useUserToday();
  const completions = useCompletions(remindersWindow(today, weekStart));
  const vacations = useVacations();

  useEffect(() => {
    // `now` is unset in the hours after midnight before the user's day starts: no habit is due then.
    if (now === undefined || !completions.data || !vacations.data) return;
    const shown = readShownReminders(userId, today);
    const due = dueReminders(habits, completions.data, vacations.data, { today, now, weekStart }, shown);
    if (due.length === 0) return;
    for (const habit of due) shown.add(habit.id);
    // Remembered before showing: a reload (or another mount) during the notification does not repeat it.
    writeShownReminders(userId, today, shown);

    const openHabits = () => navigate('/habits');
    const body = t('reminderNotice.body');
    const notified = due.filter((habit) =>
      showSystemNotification({
        title: habit.name,
        body,
        tag: `habit-reminder-${habit.id}`,
        onClick: openHabits,
      }),
    );
    const left = due.filter((habit) => !notified.includes(habit));
    if (left.length === 0) return;
    // One toast shows at a time, so several habits due together share it.
    const [first] = left;
    const single = left.length === 1 && first;
    const shownToast = toast({
      title: single
        ? single.name
        : t('reminderNotice.several', { names: left.map((h) => h.name).join(', ') }),
      description: (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {single ? <span>{body}</span> : null}
          <button
            type="button"
            className="cursor-pointer rounded-full border border-border px-3 py-1 text-sm font-semibold text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => {
              openHabits();
              shownToast.dismiss();
            }}
          >
            {t('reminderNotice.open')}
          </button>
        </span>
      ),
    });
  }, [userId, habits, completions.data, vacations.data, today, now, weekStart, navigate, t]);

  return null;
}
