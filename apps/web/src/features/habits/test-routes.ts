import type { Habit, HabitCompletion, Vacation } from '@track-grow/domain/habits';
import { habitsApi, vacationsApi } from '@track-grow/domain/habits/api';
import { mockApi, type MockReply, type MockRoute } from '../../test/api-mock.ts';
import { applyDayWrite } from './api/completion-cache.ts';

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
  extra = [],
}: {
  habits: Habit[];
  archived?: Habit[];
  completions?: HabitCompletion[];
  vacations?: Vacation[];
  extra?: readonly MockRoute[];
}) {
  let rows = [...completions];
  const written = (habitId: string, date: string): MockReply => ({
    body: rows.find((row) => row.habitId === habitId && row.date === date) ?? {
      habitId,
      date,
      completed: false,
      skipped: false,
    },
  });
  const api = mockApi([
    [
      habitsApi.list,
      ({ url }) => ({ body: url.searchParams.get('archived') === 'true' ? archived : habits }),
    ],
    [
      habitsApi.completions,
      ({ url }) => {
        const habitId = url.searchParams.get('habitId');
        return { body: habitId ? rows.filter((row) => row.habitId === habitId) : rows };
      },
    ],
    [vacationsApi.list, { body: vacations }],
    [
      habitsApi.toggle,
      ({ params, body }) => {
        const { date } = body as { date: string };
        rows = applyDayWrite(rows, params.id!, date, { kind: 'toggle' });
        return written(params.id!, date);
      },
    ],
    [
      habitsApi.setCompletion,
      ({ params, body }) => {
        const { completed = false, skipped = false } = body as { completed?: boolean; skipped?: boolean };
        rows = applyDayWrite(rows, params.id!, params.date!, { kind: 'set', completed, skipped });
        return written(params.id!, params.date!);
      },
    ],
    ...extra,
  ]);
  return { ...api, completions: () => rows };
}
