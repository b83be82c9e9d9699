import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@track-grow/domain/auth/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { createQueryClient } from './query-client.ts';
import { dependsOn, keyOf } from './query-keys.ts';
import { makeUser, mockApi } from '../test/api-mock.ts';
import { useUpdateUser } from './use-update-user.ts';

afterEach(() => vi.unstubAllGlobals());

async function updateWith(input: Parameters<ReturnType<typeof useUpdateUser>['mutateAsync']>[0]) {
  mockApi([[authApi.updateUser, { body: makeUser() }]]);
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({
    queryKey: keyOf(tasksApi.counts),
    queryFn: () => ({}),
    ...dependsOn('tasks'),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateUser(), { wrapper });
  await result.current.mutateAsync(input);
  return queryClient.getQueryState(keyOf(tasksApi.counts))?.isInvalidated;
}

describe('useUpdateUser', () => {
  it.each([
    { timezone: 'Europe/Rome' },
    { dayStartHour: 3 },
    { weekStart: 1 as const },
    { locale: 'it' as const },
  ])('%o moves the user’s day, week or language: every area’s reads refresh', async (input) => {
    expect(await updateWith(input)).toBe(true);
  });

  it('a theme or a name changes no area’s answers', async () => {
    expect(await updateWith({ theme: 'dark' })).toBe(false);
    expect(await updateWith({ firstName: 'Ada' })).toBe(false);
  });
});
