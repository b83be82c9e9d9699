import { useMutation } from '@tanstack/react-query';
import { api, type ChangePasswordInput } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/change-password {currentPassword, newPassword}. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => callApi(api.auth.changePassword, input) });
}
