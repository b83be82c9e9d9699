import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@track-grow/domain/auth';
import { habitsDueToday, habitsDueTodayWindow } from '@track-grow/domain/habits';
import { useCompletions } from '../../../features/habits/api/get-completions.ts';
import { useActiveHabits } from '../../../features/habits/api/get-habits.ts';
import { useVacations } from '../../../features/habits/api/get-vacations.ts';
import { useMoneyAlerts } from '../../../features/money/api/get-money-alerts.ts';
import { anyTransactionOfDayQuery } from '../../../features/money/api/get-transactions.ts';
import { dayMoodsQueryOptions } from '../../../features/mood/api/get-moods.ts';
import { taskCountsQueryOptions } from '../../../features/tasks/api/get-task-counts.ts';
import type { ReminderSwitches } from '../../../lib/reminder-switches.ts';
import type { ReminderInputs } from '../reminders.ts';

interface Read {
  error: unknown;
  errorUpdatedAt: number;
}

export interface HomeData {
  /** undefined until every read the reminders need has answered. */
  reminders: ReminderInputs | undefined;
  failures: Read[];
}

/**
 * Only what Home needs of today, through each area's own reads (same keys and refreshes as its screen):
 * habits and their week of completions, vacations, today's moods, one transaction of today, the budget
 * alerts and, while the Tasks reminder is on, the task counts (does a task due today, or overdue, remain?).
 */
export function useHomeData(user: User, today: string, switches: ReminderSwitches): HomeData {
  const week = habitsDueTodayWindow(today, user.weekStart);
  const habits = useActiveHabits();
  const completions = useCompletions({ from: week.from, to: week.to });
  const vacations = useVacations();
  const moods = useQuery(dayMoodsQueryOptions(today));
  const transactions = useQuery(anyTransactionOfDayQuery(today));
  const alerts = useMoneyAlerts();
  const taskCounts = useQuery({ ...taskCountsQueryOptions, enabled: switches.tasks });
  // The Today tab's own figures: its badge less the overdue ones, and the overdue ones.
  const overdue = taskCounts.data?.overdue;
  const dueToday = taskCounts.data ? taskCounts.data.today - taskCounts.data.overdue : undefined;
  // Each answer arrives as a synchronous render (a query store's update): the reminders are worked out from
  // the answers (and the day they are for) in a deferred render, which React can split, and stay the same
  // object while they are the same.
  const answers = useDeferredValue(
    useMemo(
      () => ({
        habits: habits.data,
        completions: completions.data,
        vacations: vacations.data,
        moods: moods.data,
        transactions: transactions.data,
        dueToday,
        overdue,
        today,
        weekStart: user.weekStart,
      }),
      [
        habits.data,
        completions.data,
        vacations.data,
        moods.data,
        transactions.data,
        dueToday,
        overdue,
        today,
        user.weekStart,
      ],
    ),
  );
  const reminders = useMemo(
    () =>
      answers.habits && answers.completions && answers.vacations && answers.moods && answers.transactions
        ? {
            habits: habitsDueToday(
              answers.habits,
              answers.completions,
              answers.vacations,
              answers.today,
              answers.weekStart,
            ),
            moodLogged: answers.moods.some((mood) => mood.date === answers.today),
            budgetUpdated: answers.transactions.some((transaction) => transaction.date === answers.today),
            tasks:
              answers.dueToday === undefined || answers.overdue === undefined
                ? undefined
                : { dueToday: answers.dueToday, overdue: answers.overdue },
          }
        : undefined,
    [answers],
  );
  return { reminders, failures: [habits, completions, vacations, moods, transactions, alerts, taskCounts] };
}
