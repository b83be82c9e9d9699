import { useMutation } from '@tanstack/react-query';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';

/** DELETE /api/auth/user {password}: removes the account and everything in it. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => callApi(authApi.deleteUser, { password }) });
}
