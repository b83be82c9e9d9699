import type { WidgetData } from '@track-grow/domain/dashboard';

const period = (income: string, expenses: string) => ({ income, expenses });

/** A GET /api/widgets/data answer (the shape widgetDataSchema accepts), with overrides. */
export const makeWidgetData = (overrides: Partial<WidgetData> = {}): WidgetData => ({
  today: '2026-03-05',
  stats: { completedToday: 3, totalHabits: 5, longestStreak: 12 },
  weeklyStats: { completionRate: 86 },
  transactions: {
    today: period('0.00', '12.50'),
    week: period('100.00', '40.00'),
    month: period('3000.00', '1765.44'),
    year: period('10.00', '2500010.00'),
  },
  tasks: { today: 4, overdue: 1 },
  moods: {
    week: { average: 4.25, count: 7 },
    month: { average: 3, count: 20 },
    year: { average: null, count: 0 },
  },
  books: { completed: 7 },
  workouts: { weekMinutes: 90, monthMinutes: 100 },
  focusSessions: { weekMinutes: 0, monthMinutes: 125 },
  lifeScore: { currentScore: 72, previousScore: 65, trend: 'up' },
  ...overrides,
});
