import type { ChangePasswordInput, UpdateUserInput, User } from '@track-grow/domain/auth';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { RemindersHook } from '../../lib/reminders-hook';
import type { Mailer } from '../../mail/mailer';
import { HttpError } from '../../plugins/errors';
import * as q from './queries';
import type { UserPatch, UserRow } from './types';

export const RESET_TOKEN_MS = 60 * 60 * 1000;

export const authErrors = {
  emailTaken: 'auth.emailTaken',
  badCredentials: 'auth.badCredentials',
  badResetToken: 'auth.resetLinkExpired',
  wrongPassword: 'auth.wrongPassword',
  forgotSent: 'If an account exists with this email, you will receive a password reset link',
} as const;

export interface AuthDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  reminders?: RemindersHook | undefined;
}

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    hasCompletedOnboarding: row.hasCompletedOnboarding,
    timezone: row.timezone,
    locale: row.locale,
    currency: row.currency,
    theme: row.theme,
    showBottomNav: row.showBottomNav,
    dayStartHour: row.dayStartHour,
    weekStart: row.weekStart === 1 ? 1 : 0,
    preferences: row.preferences,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function signup(
  deps: AuthDeps,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    timezone?: string | undefined;
  },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const row = await q.insertUser(deps.db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.timezone ? { timezone: input.timezone } : {}),
  });
  if (!row) throw new HttpError(409, authErrors.emailTaken);
  return row;
}

/** The same answer, after the same work, for a wrong email and a wrong password. */
export async function login(deps: AuthDeps, email: string, password: string): Promise<UserRow> {
  const row = await q.findUserByEmail(deps.db, email);
  if (!row) {
    await burnPasswordCheck(password);
    throw new HttpError(401, authErrors.badCredentials);
  }
  if (!(await verifyPassword(row.passwordHash, password)))
    throw new HttpError(401, authErrors.badCredentials);
  return row;
}

/**
 * Stores a reset token and mails its link, when the account exists. The route runs this after answering,
 * so the answer takes the same time whether or not the account exists.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const row = await q.findUserByEmail(deps.db, email);
  if (!row) return;
  const { token, hash } = newToken();
  await q.insertPasswordReset(deps.db, {
    userId: row.id,
    tokenHash: hash,
    expiresAt: new Date(deps.clock.now().getTime() + RESET_TOKEN_MS),
  });
  const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: row.email,
    subject: 'Reset your Track. Grow. password',
    text: [
      `Hi ${row.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Track. Grow. account.',
      `Open this link within an hour to choose a new one:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Sets a new password from a single-use token, voids the user's other reset links and ends every session
 * of the user. Returns the user.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const userId = await q.consumePasswordReset(tx, hashToken(token), deps.clock.now());
    if (!userId) throw new HttpError(400, authErrors.badResetToken);
    const row = await q.updateUser(tx, userId, { passwordHash });
    if (!row) throw new HttpError(400, authErrors.badResetToken);
    await q.voidPasswordResets(tx, userId, deps.clock.now());
    await q.deleteOtherSessions(tx, userId, null);
    return row;
  });
}

export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new HttpError(400, authErrors.wrongPassword);
  const passwordHash = await hashPassword(input.newPassword);
  // A reset link mailed before the change must not outlive it, as after a reset.
  await deps.db.transaction(async (tx) => {
    await q.updateUser(tx, user.id, { passwordHash });
    await q.voidPasswordResets(tx, user.id, deps.clock.now());
    await q.deleteOtherSessions(tx, user.id, sessionId);
  });
}

export async function updateProfile(deps: AuthDeps, user: UserRow, input: UpdateUserInput): Promise<UserRow> {
  const { preferences, ...rest } = input;
  // exactOptionalPropertyTypes: keep only the fields the client sent.
  const patch = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as UserPatch;
  // Preferences merge key by key, so a client that knows only some of them never erases the others.
  if (preferences) patch.preferences = { ...user.preferences, ...preferences };
  const row = await q.updateUser(deps.db, user.id, patch);
  if (!row) throw new HttpError(401, 'shared.signInRequired');
  // Reminders fire at local times on the user's days: a new zone or day start moves them.
  if (row.timezone !== user.timezone || row.dayStartHour !== user.dayStartHour)
    await deps.reminders?.changed(row, 'profile');
  return row;
}

/** A user by id (the notification worker's, outside any request); undefined once the account is gone. */
export const findUser = (db: Db, id: string): Promise<UserRow | undefined> => q.findUserById(db, id);

export async function completeOnboarding(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  const row = await q.updateUser(deps.db, user.id, { hasCompletedOnboarding: true });
  if (!row) throw new HttpError(401, 'shared.signInRequired');
  return row;
}

export async function deleteAccount(deps: AuthDeps, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new HttpError(400, authErrors.wrongPassword);
  // Deleting the user deletes its reset tokens too (password_resets.user_id cascades).
  await q.deleteUser(deps.db, user.id);
}

/** Signs out: ends the session of the cookie's token, if there is one. */
export async function logout(deps: AuthDeps, token: string | undefined): Promise<void> {
  if (token) await q.deleteSessionByHash(deps.db, hashToken(token));
}

/** Points the user's profile at a new picture (within the caller's transaction, beside the image's row). */
export async function setProfileImageUrl(db: Db, userId: string, url: string): Promise<UserRow> {
  const row = await q.updateUser(db, userId, { profileImageUrl: url });
  if (!row) throw new Error('the user of a new profile image is gone');
  return row;
}
