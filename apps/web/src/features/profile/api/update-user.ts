import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UpdateUserInput } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { setCachedUser } from '../../../lib/session.ts';

/** PATCH /api/auth/user with a partial profile; the answer replaces the cached user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => callApi(api.auth.updateUser, input),
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
