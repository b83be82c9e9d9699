import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';

/** DELETE /api/auth/user {password}: removes the account and everything in it. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => callApi(api.auth.deleteUser, { password }) });
}
