import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateTasks } from './keys.ts';

describe('invalidateTasks', () => {
  it('marks every task read and the reads computed from tasks stale, and leaves the others', async () => {
    const queryClient = new QueryClient();
    const moved = [
      ['/api/tasks'],
      ['/api/tasks', { view: 'today' }],
      ['/api/tasks/counts'],
      ['/api/moods/insights'],
      ['/api/widgets/data'],
    ];
    const untouched = [['/api/moods'], ['/api/habits']];
    for (const key of [...moved, ...untouched]) queryClient.setQueryData(key, {});
    await invalidateTasks(queryClient);
    for (const key of moved)
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    for (const key of untouched)
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
  });
});
