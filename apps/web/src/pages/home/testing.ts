import { habitsApi, vacationsApi } from '@track-grow/domain/habits/api';
import { moodApi } from '@track-grow/domain/mood/api';
import { transactionsApi, moneyApi } from '@track-grow/domain/money/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { widgetsApi } from '@track-grow/domain/dashboard/api';
import type { MockRoute } from '../../test/api-mock.ts';
import { makeWidgetData } from '../../features/widgets/test-fixtures.ts';

/** Test data for Home's reads (the shapes the endpoint map's schemas accept). */
let counter = 0;
const id = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

export const makeHabit = (overrides: Record<string, unknown> = {}) => ({
  id: id(),
  name: 'Read',
  description: null,
  icon: '📚',
  color: '#22c55e',
  schedule: { kind: 'daily' },
  targetMinutes: null,
  reminderTime: null,
  sortOrder: 0,
  startDate: '2026-01-01',
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const done = (habitId: string, date: string) => ({ habitId, date, completed: true, skipped: false });

export const makeMood = (date: string) => ({
  id: id(),
  date,
  rating: 4,
  emotions: [],
  note: null,
  createdAt: `${date}T09:00:00.000Z`,
});

export const makeTransaction = (date: string, overrides: Record<string, unknown> = {}) => ({
  id: id(),
  date,
  type: 'expense',
  amount: '12.50',
  category: 'Food',
  description: 'Lunch',
  createdAt: `${date}T12:00:00.000Z`,
  ...overrides,
});

export interface HomeFixture {
  habits?: unknown[];
  completions?: unknown[];
  moods?: unknown[];
  transactions?: unknown[];
  alerts?: unknown[];
  vacations?: unknown[];
  /** GET /api/tasks/counts; none due today unless given. */
  taskCounts?: { today: number; overdue: number; dueToday: number };
  /** GET /api/widgets/data: the widget strip's figures. */
  widgetData?: unknown;
}

/** mockApi routes for everything Home reads. */
export function homeRoutes(fixture: HomeFixture = {}): MockRoute[] {
  return [
    [habitsApi.list, { body: fixture.habits ?? [] }],
    [habitsApi.completions, { body: fixture.completions ?? [] }],
    [vacationsApi.list, { body: fixture.vacations ?? [] }],
    [moodApi.list, { body: fixture.moods ?? [] }],
    [transactionsApi.list, { body: fixture.transactions ?? [] }],
    [moneyApi.alerts, { body: fixture.alerts ?? [] }],
    [
      tasksApi.counts,
      {
        body: {
          upcoming: 0,
          all: 0,
          completed: 0,
          ...(fixture.taskCounts ?? { today: 0, overdue: 0, dueToday: 0 }),
        },
      },
    ],
    [widgetsApi.data, { body: fixture.widgetData ?? makeWidgetData() }],
  ];
}
