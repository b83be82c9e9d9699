import type { User } from '@track-grow/domain';
import {
  useBudgetAlerts,
  useCompletions,
  useHabits,
  useTodayMoods,
  useTodayTransactions,
  useVacations,
} from '../api/get-today-data.ts';
import { habitsToday, habitsTodayWindow } from '../habits-today.ts';
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

/** Only what Home needs of today: habits and their week of completions, vacations, today's moods and one transaction. */
export function useHomeData(user: User, today: string): HomeData {
  const week = habitsTodayWindow(today, user.weekStart);
  const habits = useHabits();
  const completions = useCompletions(week.from, week.to);
  const vacations = useVacations();
  const moods = useTodayMoods(today);
  const transactions = useTodayTransactions(today);
  const alerts = useBudgetAlerts();
  const reminders =
    habits.data && completions.data && vacations.data && moods.data && transactions.data
      ? {
          habits: habitsToday(habits.data, completions.data, vacations.data, today, user.weekStart),
          moodLogged: moods.data.some((mood) => mood.date === today),
          budgetUpdated: transactions.data.some((transaction) => transaction.date === today),
        }
      : undefined;
  return { reminders, failures: [habits, completions, vacations, moods, transactions, alerts] };
}
