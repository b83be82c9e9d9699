import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type LoginInput } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { applySignedInUser } from '../../../lib/session.ts';
import { syncTimezone } from './sync-timezone.ts';

/** POST /api/auth/login; on success the stored userId becomes the user's and the user query refreshes. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callApi(api.auth.login, input),
    onSuccess: async (user) => {
      await applySignedInUser(queryClient, user);
      void syncTimezone(queryClient, user);
    },
  });
}
