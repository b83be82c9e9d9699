import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => callApi(authApi.forgotPassword, input) });
}
