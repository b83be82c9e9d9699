import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';
import { setCachedUser, userQueryKey } from '../../../lib/session.ts';

/** POST /api/auth/onboarding {hasCompleted: true}, then refresh the user (SPEC.md 4). */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authApi.onboarding, { hasCompleted: true }),
    onSuccess: async (user) => {
      setCachedUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError: (error) => {
      console.error('Could not save onboarding status', error);
    },
  });
}
