import { endpoint, idParams } from '../shared';
import {
  changePasswordInput,
  deleteAccountInput,
  forgotPasswordInput,
  loginInput,
  messageOutput,
  onboardingInput,
  resetPasswordInput,
  signupInput,
} from './auth.schema';
import { USER_PATH } from './auth.paths';
import { updateUserInput, userSchema } from './user.schema';

/** /api/auth/*: signing up and in are public; everything about the signed-in user needs the session. */
export const authApi = {
  /** The signed-in user, or null when signed out (SPEC.md 4: no user is an answer, not a failed request). */
  user: endpoint('GET', USER_PATH, { output: userSchema.nullable(), auth: false }),
  signup: endpoint('POST', '/api/auth/signup', {
    body: signupInput,
    output: userSchema,
    auth: false,
    status: 201,
  }),
  login: endpoint('POST', '/api/auth/login', { body: loginInput, output: userSchema, auth: false }),
  /** Public: signing out with an expired session still clears the cookie. */
  logout: endpoint('POST', '/api/auth/logout', { output: messageOutput, auth: false }),
  onboarding: endpoint('POST', '/api/auth/onboarding', { body: onboardingInput, output: userSchema }),
  forgotPassword: endpoint('POST', '/api/auth/forgot-password', {
    body: forgotPasswordInput,
    output: messageOutput,
    auth: false,
  }),
  resetPassword: endpoint('POST', '/api/auth/reset-password', {
    body: resetPasswordInput,
    output: userSchema,
    auth: false,
  }),
  changePassword: endpoint('POST', '/api/auth/change-password', {
    body: changePasswordInput,
    output: messageOutput,
  }),
  updateUser: endpoint('PATCH', '/api/auth/user', { body: updateUserInput, output: userSchema }),
  deleteUser: endpoint('DELETE', '/api/auth/user', { body: deleteAccountInput, output: messageOutput }),
} as const;

/** /api/profile/image: the one multipart upload, and the stored picture's bytes (not JSON). */
export const profileApi = {
  uploadImage: endpoint('POST', '/api/profile/image', { multipart: true, output: userSchema }),
  image: endpoint('GET', '/api/profile/image/:id', { params: idParams }),
} as const;
