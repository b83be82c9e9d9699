import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from './api-client.ts';
import { ALL_AREAS, changes, invalidateAreas } from './query-keys.ts';
import { setCachedUser } from './session.ts';

/** Profile fields the server reads every area by: the user's day, week and language change what it answers. */
const READ_BY_EVERY_AREA = ['timezone', 'dayStartHour', 'weekStart', 'locale', 'currency'] as const;

/**
 * PATCH /api/auth/user with a partial profile; the answer replaces the cached user, the reads that depend on
 * the profile (goals kept in its preferences) refresh, and a change of the user's day, week, language or
 * currency refreshes every area's reads.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => callApi(authApi.updateUser, input),
    ...changes('profile'),
    onSuccess: async (user, input) => {
      setCachedUser(queryClient, user);
      if (READ_BY_EVERY_AREA.some((field) => field in input)) await invalidateAreas(queryClient, ALL_AREAS);
    },
  });
}
