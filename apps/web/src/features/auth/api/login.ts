import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';
import { applySignedInUser } from '../../../lib/session.ts';
import { syncTimezone } from './sync-timezone.ts';

/** POST /api/auth/login; on success the stored userId becomes the user's and the user query refreshes. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callApi(authApi.login, input),
    onSuccess: async (user) => {
      await applySignedInUser(queryClient, user);
      void syncTimezone(queryClient, user);
    },
  });
}
