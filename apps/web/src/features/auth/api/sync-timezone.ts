import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@track-grow/domain/auth';
import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from '../../../lib/api-client.ts';
import { setCachedUser } from '../../../lib/session.ts';

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** DESIGN.md 1: the profile's time zone is updated from the browser at sign-in, so "today" is the user's day. */
export async function syncTimezone(queryClient: QueryClient, user: User): Promise<void> {
  const timezone = browserTimezone();
  if (!timezone || timezone === user.timezone) return;
  try {
    setCachedUser(queryClient, await callApi(authApi.updateUser, { timezone }));
  } catch (error) {
    console.warn('Could not update the time zone', error);
  }
}
