import { focusApi, type FocusStats } from '@track-grow/domain/focus/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { mockApi, type MockRoute } from '../../test/api-mock.ts';

let counter = 0;
const uuid = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

/** The server's answer to a created session: the body with its id and times. */
export function savedSession(body: unknown) {
  const input = body as Record<string, unknown>;
  return {
    category: null,
    taskId: null,
    ...input,
    id: uuid(),
    createdAt: '2026-03-14T12:00:00.000Z',
    updatedAt: '2026-03-14T12:00:00.000Z',
  };
}

export function makeStats(today = '2026-03-15'): FocusStats {
  const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', today];
  return {
    today: { date: today, sessions: 2, minutes: 50 },
    weekStart: '2026-03-15',
    weekMinutes: 150,
    weekSessions: 6,
    last7Days: days.map((date, index) => ({ date, sessions: index % 2, minutes: (index % 2) * 25 })),
  };
}

/** The focus screen's calls; `routes` replaces any of them. */
export function mockFocusApi(routes: readonly MockRoute[] = []) {
  return mockApi([
    [focusApi.stats, { body: makeStats() }],
    [focusApi.list, { body: [] }],
    [tasksApi.list, { body: [] }],
    [focusApi.create, ({ body }) => ({ status: 201, body: savedSession(body) })],
    ...routes,
  ]);
}
