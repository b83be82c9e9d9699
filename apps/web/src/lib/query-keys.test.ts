import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardApi, widgetsApi } from '@track-grow/domain/dashboard/api';
import { habitsApi } from '@track-grow/domain/habits/api';
import { moodApi } from '@track-grow/domain/mood/api';
import { notesApi } from '@track-grow/domain/notes/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { createQueryClient } from './query-client.ts';
import { ALL_AREAS, changes, dependsOn, invalidateArea, keyOf, type Area } from './query-keys.ts';

const id = '0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e01';

describe('keyOf', () => {
  it('is the API path first (SPEC.md 7), then the path parameters and the query, each when given', () => {
    expect(keyOf(tasksApi.counts)).toEqual(['/api/tasks/counts']);
    expect(keyOf(habitsApi.habitStats, { id })).toEqual(['/api/habits/:id/stats', { id }]);
    expect(keyOf(dashboardApi.chartData, { range: 'week' })).toEqual([
      '/api/dashboard/chart-data/:range',
      { range: 'week' },
    ]);
    expect(keyOf(moodApi.summary, undefined, { year: 2026 })).toEqual(['/api/moods/summary', { year: 2026 }]);
  });

  it('types the parts by the endpoint’s schemas: a misspelt key does not compile', () => {
    // Type-level checks: `tsc -p apps/web` fails when a line marked @ts-expect-error compiles.
    const unused = () => [
      keyOf(tasksApi.list, undefined, { view: 'today', tag: null }),
      // @ts-expect-error a typo in a query key
      keyOf(moodApi.summary, undefined, { yeer: 2026 }),
      // @ts-expect-error a value the query's enum does not hold
      keyOf(tasksApi.list, undefined, { view: 'tomorrow' }),
      // @ts-expect-error a typo in a path parameter
      keyOf(habitsApi.habitStats, { idd: id }),
      // @ts-expect-error the path has :id, so the parameters are required
      keyOf(habitsApi.habitStats),
      // @ts-expect-error a path without segments takes no parameters
      keyOf(tasksApi.counts, { id }),
    ];
    expect(unused).toBeTypeOf('function');
  });

  it('the path alone is the prefix of every key of the endpoint', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(keyOf(moodApi.list, undefined, { from: '2026-03-14', to: '2026-03-14' }), []);
    queryClient.setQueryData(keyOf(moodApi.list), []);
    queryClient.setQueryData(keyOf(moodApi.summary, undefined, { year: 2026 }), {});
    expect(queryClient.getQueriesData({ queryKey: keyOf(moodApi.list) })).toHaveLength(2);
  });
});

/** A cached read under `key` that declares `areas`. */
async function seedRead(queryClient: QueryClient, key: readonly unknown[], areas: Area[]) {
  await queryClient.prefetchQuery({ queryKey: key, queryFn: () => ({}), ...dependsOn(...areas) });
}

function invalidated(queryClient: QueryClient, key: readonly unknown[]): boolean | undefined {
  return queryClient.getQueryState(key)?.isInvalidated;
}

describe('query areas', () => {
  it('invalidateArea marks stale exactly the reads that declared the area', async () => {
    const queryClient = createQueryClient();
    await seedRead(queryClient, keyOf(tasksApi.list), ['tasks']);
    await seedRead(queryClient, keyOf(moodApi.insights), ['mood', 'habits', 'tasks']);
    await seedRead(queryClient, keyOf(widgetsApi.data), [...ALL_AREAS]);
    await seedRead(queryClient, keyOf(moodApi.list), ['mood']);
    queryClient.setQueryData(['undeclared'], {});

    await invalidateArea(queryClient, 'tasks');

    expect(invalidated(queryClient, keyOf(tasksApi.list))).toBe(true);
    expect(invalidated(queryClient, keyOf(moodApi.insights))).toBe(true);
    expect(invalidated(queryClient, keyOf(widgetsApi.data))).toBe(true);
    expect(invalidated(queryClient, keyOf(moodApi.list))).toBe(false);
    expect(invalidated(queryClient, ['undeclared'])).toBe(false);
  });

  it('a write declaring `changes` refreshes its areas once it settles, after a failure too', async () => {
    const queryClient = createQueryClient();
    await seedRead(queryClient, keyOf(notesApi.list), ['notes']);
    await seedRead(queryClient, keyOf(moodApi.list), ['mood']);

    const failing = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new Error('500: {}')),
      ...changes('notes'),
    });
    await expect(failing.mutate()).rejects.toThrow();

    expect(invalidated(queryClient, keyOf(notesApi.list))).toBe(true);
    expect(invalidated(queryClient, keyOf(moodApi.list))).toBe(false);
  });

  it('a write without `changes` refreshes nothing', async () => {
    const queryClient = createQueryClient();
    await seedRead(queryClient, keyOf(notesApi.list), ['notes']);
    await new MutationObserver(queryClient, { mutationFn: () => Promise.resolve(1) }).mutate();
    expect(invalidated(queryClient, keyOf(notesApi.list))).toBe(false);
  });
});
