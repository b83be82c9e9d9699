import { z } from 'zod';
import {
  changePasswordInput,
  deleteAccountInput,
  forgotPasswordInput,
  loginInput,
  messageOutput,
  onboardingInput,
  resetPasswordInput,
  signupInput,
  updateUserInput,
  userSchema,
} from './auth';

export const healthOutput = z.object({ status: z.literal('ok'), database: z.literal('ok') });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Endpoint<I extends z.ZodType | undefined, O extends z.ZodType> {
  method: Method;
  path: string;
  input: I;
  output: O;
}
const endpoint = <I extends z.ZodType | undefined, O extends z.ZodType>(
  method: Method,
  path: string,
  input: I,
  output: O,
): Endpoint<I, O> => ({ method, path, input, output });

/** The endpoint map: the server registers these routes, the web client calls them. */
export const api = {
  health: endpoint('GET', '/api/health', undefined, healthOutput),
  auth: {
    user: endpoint('GET', '/api/auth/user', undefined, userSchema),
    signup: endpoint('POST', '/api/auth/signup', signupInput, userSchema),
    login: endpoint('POST', '/api/auth/login', loginInput, userSchema),
    logout: endpoint('POST', '/api/auth/logout', undefined, messageOutput),
    onboarding: endpoint('POST', '/api/auth/onboarding', onboardingInput, userSchema),
    forgotPassword: endpoint('POST', '/api/auth/forgot-password', forgotPasswordInput, messageOutput),
    resetPassword: endpoint('POST', '/api/auth/reset-password', resetPasswordInput, userSchema),
    changePassword: endpoint('POST', '/api/auth/change-password', changePasswordInput, messageOutput),
    updateUser: endpoint('PATCH', '/api/auth/user', updateUserInput, userSchema),
    deleteUser: endpoint('DELETE', '/api/auth/user', deleteAccountInput, messageOutput),
  },
} as const;
