import type { User } from '@track-grow/domain';
import { habitsDueToday, habitsDueTodayWindow } from '@track-grow/domain/habits';
import {
  useBudgetAlerts,
  useCompletions,
  useHabits,
  useTaskCounts,
  useTodayMoods,
  useTodayTransactions,
  useVacations,
} from '../api/get-today-data.ts';
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
 * Only what Home needs of today: habits and their week of completions, vacations, today's moods, one
 * transaction and, while the Tasks reminder is on, the task counts (does a task due today remain?).
 */
export function useHomeData(user: User, today: string, switches: ReminderSwitches): HomeData {
  const week = habitsDueTodayWindow(today, user.weekStart);
  const habits = useHabits();
  const completions = useCompletions(week.from, week.to);
  const vacations = useVacations();
  const moods = useTodayMoods(today);
  const transactions = useTodayTransactions(today);
  const alerts = useBudgetAlerts();
  const taskCounts = useTaskCounts(switches.tasks);
  const reminders =
    habits.data && completions.data && vacations.data && moods.data && transactions.data
      ? {
          habits: habitsDueToday(habits.data, completions.data, vacations.data, today, user.weekStart),
          moodLogged: moods.data.some((mood) => mood.date === today),
          budgetUpdated: transactions.data.some((transaction) => transaction.date === today),
          // The Today count holds the overdue tasks too: the rest are due today and not completed.
          tasksDueToday: taskCounts.data ? taskCounts.data.today - taskCounts.data.overdue > 0 : undefined,
        }
      : undefined;
  return { reminders, failures: [habits, completions, vacations, moods, transactions, alerts, taskCounts] };
}
