import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupInput } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';
import { applySignedInUser } from '../../../lib/session.ts';
import { syncTimezone } from './sync-timezone.ts';

/** POST /api/auth/signup; the new user has not completed onboarding, so the tour opens. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => callApi(authApi.signup, input),
    onSuccess: async (user) => {
      await applySignedInUser(queryClient, user);
      void syncTimezone(queryClient, user);
    },
  });
}
