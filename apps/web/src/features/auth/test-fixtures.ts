import type { User } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { makeUser, type MockRoute } from '../../test/api-mock.ts';

/** The user query of a visitor who is not signed in. */
export const signedOut: MockRoute = [authApi.user, { status: 401, body: { message: 'Not signed in' } }];

/** A user already in this browser's time zone: signing in sends no time-zone update (api/sync-timezone.ts). */
export const localUser = (overrides: Partial<User> = {}): User =>
  makeUser({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, ...overrides });
