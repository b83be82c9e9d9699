import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ResetPasswordInput } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { applySignedInUser } from '../../../lib/session.ts';

/** POST /api/auth/reset-password: sets the new password and signs the user in. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => callApi(api.auth.resetPassword, input),
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
}
