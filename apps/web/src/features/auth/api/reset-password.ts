import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';
import { applySignedInUser } from '../../../lib/session.ts';

/** POST /api/auth/reset-password: sets the new password and signs the user in. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => callApi(authApi.resetPassword, input),
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
}
