import { z } from 'zod';
import { code } from '../shared/errors';

/** Messages the forms and the API share, so a user reads the same words everywhere. */
export const authMessages = {
  emailRequired: code('auth.emailRequired'),
  emailInvalid: code('auth.emailInvalid'),
  passwordRequired: code('auth.passwordRequired'),
  passwordTooShort: code('auth.passwordTooShort'),
  firstNameRequired: code('auth.firstNameRequired'),
  lastNameRequired: code('auth.lastNameRequired'),
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Any non-empty password (login): the length rule applies only where one is chosen. */
export const existingPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, code('auth.passwordTooLong'));

export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, code('auth.passwordTooLong'));

const personName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, code('auth.nameTooLong'));

export const signupInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personName(authMessages.firstNameRequired),
  lastName: personName(authMessages.lastNameRequired),
});
export type SignupInput = z.input<typeof signupInput>;

export const loginInput = z.object({ email: emailSchema, password: existingPasswordSchema });
export type LoginInput = z.input<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: z.string().min(16, code('auth.resetLinkInvalid')).max(200, code('auth.resetLinkInvalid')),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const changePasswordInput = z.object({
  currentPassword: existingPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const deleteAccountInput = z.object({ password: existingPasswordSchema });

export const onboardingInput = z.object({ hasCompleted: z.literal(true) });

export { messageOutput } from '../shared/resource';
