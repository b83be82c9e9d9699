import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/change-password {currentPassword, newPassword}. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => callApi(authApi.changePassword, input) });
}
