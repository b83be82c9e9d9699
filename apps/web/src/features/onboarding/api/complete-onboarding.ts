import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { setCachedUser, userQueryKey } from '../../../lib/session.ts';

/** POST /api/auth/onboarding {hasCompleted: true}, then refresh the user (SPEC.md 4). */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.auth.onboarding, { hasCompleted: true }),
    onSuccess: async (user) => {
      setCachedUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError: (error) => {
      console.error('Could not save onboarding status', error);
    },
  });
}
