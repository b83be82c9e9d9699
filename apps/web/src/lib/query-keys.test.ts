import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { ALL_AREAS, changes, dependsOn, invalidateArea, type Area } from './query-keys.ts';

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
    await seedRead(queryClient, ['/api/tasks'], ['tasks']);
    await seedRead(queryClient, ['/api/moods/insights'], ['mood', 'habits', 'tasks']);
    await seedRead(queryClient, ['/api/widgets/data'], [...ALL_AREAS]);
    await seedRead(queryClient, ['/api/moods'], ['mood']);
    queryClient.setQueryData(['/api/undeclared'], {});

    await invalidateArea(queryClient, 'tasks');

    expect(invalidated(queryClient, ['/api/tasks'])).toBe(true);
    expect(invalidated(queryClient, ['/api/moods/insights'])).toBe(true);
    expect(invalidated(queryClient, ['/api/widgets/data'])).toBe(true);
    expect(invalidated(queryClient, ['/api/moods'])).toBe(false);
    expect(invalidated(queryClient, ['/api/undeclared'])).toBe(false);
  });

  it('a write declaring `changes` refreshes its areas once it settles, after a failure too', async () => {
    const queryClient = createQueryClient();
    await seedRead(queryClient, ['/api/notes'], ['notes']);
    await seedRead(queryClient, ['/api/moods'], ['mood']);

    const failing = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new Error('500: {}')),
      ...changes('notes'),
    });
    await expect(failing.mutate()).rejects.toThrow();

    expect(invalidated(queryClient, ['/api/notes'])).toBe(true);
    expect(invalidated(queryClient, ['/api/moods'])).toBe(false);
  });

  it('a write without `changes` refreshes nothing', async () => {
    const queryClient = createQueryClient();
    await seedRead(queryClient, ['/api/notes'], ['notes']);
    await new MutationObserver(queryClient, { mutationFn: () => Promise.resolve(1) }).mutate();
    expect(invalidated(queryClient, ['/api/notes'])).toBe(false);
  });
});
