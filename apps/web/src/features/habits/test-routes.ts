import type { Habit, HabitCompletion, Vacation } from '@track-grow/domain/habits';
import { mockApi, type MockReply } from '../../test/api-mock.ts';
import { applyDayWrite } from './api/completion-cache.ts';

type Handler = Parameters<typeof mockApi>[0][string];

const TOGGLE = /^POST \/api\/habits\/([^/]+)\/toggle$/;
const SET_DAY = /^PUT \/api\/habits\/([^/]+)\/completions\/([^/]+)$/;

/**
 * A small in-memory habits server for component tests: the screen's reads answered from fixtures, and the
 * toggle and PUT of a day written to the completions it then reads back. `extra` adds or overrides routes;
 * the archived list (?archived=true) answers `archived`.
 */
export function mockHabitsApi({
  habits,
  archived = [],
  completions = [],
  vacations = [],
  extra = {},
}: {
  habits: Habit[];
  archived?: Habit[];
  completions?: HabitCompletion[];
  vacations?: Vacation[];
  extra?: Record<string, Handler>;
}) {
  let rows = [...completions];
  const routes: Record<string, Handler> = {
    'GET /api/habits': (): MockReply => ({
      body: api.calls.at(-1)?.path.includes('archived=true') ? archived : habits,
    }),
    'GET /api/habits/completions': () => {
      const habitId = new URL(api.calls.at(-1)?.path ?? '', 'http://localhost').searchParams.get('habitId');
      return { body: habitId ? rows.filter((row) => row.habitId === habitId) : rows };
    },
    'GET /api/vacations': { body: vacations },
    ...extra,
  };
  const written = (habitId: string, date: string): MockReply => ({
    body: rows.find((row) => row.habitId === habitId && row.date === date) ?? {
      habitId,
      date,
      completed: false,
      skipped: false,
    },
  });
  const server = new Proxy(routes, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return target[key as string];
      const toggle = TOGGLE.exec(key);
      if (toggle) {
        return ({ body }: { body: unknown }) => {
          const { date } = body as { date: string };
          rows = applyDayWrite(rows, toggle[1]!, date, { kind: 'toggle' });
          return written(toggle[1]!, date);
        };
      }
      const setDay = SET_DAY.exec(key);
      if (setDay) {
        return ({ body }: { body: unknown }) => {
          const { completed = false, skipped = false } = body as { completed?: boolean; skipped?: boolean };
          rows = applyDayWrite(rows, setDay[1]!, setDay[2]!, { kind: 'set', completed, skipped });
          return written(setDay[1]!, setDay[2]!);
        };
      }
      return undefined;
    },
  });
  const api: ReturnType<typeof mockApi> = mockApi(server);
  return { ...api, completions: () => rows };
}
