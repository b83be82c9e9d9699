import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@track-grow/domain/auth';
import { USER_PATH } from '@track-grow/domain/auth/paths';
import { ApiError, apiRequest } from './api-client.ts';
import { readStorage, removeStorage, setUserId, writeStorage } from './storage.ts';

/** The path is the key (SPEC.md 7): `keyOf(authApi.user)`, without loading the map's schemas. */
export const userQueryKey = [USER_PATH] as const;

/**
 * The user's schema (and zod with it) loads only when there is a user to parse: a signed-out visitor's landing
 * never needs it. With zod in the landing's first load, its long tasks at CPU ×4 were 1.5 times as long.
 */
async function parseUser(response: Response): Promise<User | null> {
  const body = (await response.json()) as unknown;
  if (body === null) return null;
  const { authApi } = await import('@track-grow/domain/auth/api');
  return authApi.user.output.parse(body);
}

/** Set while this device's last answer about the session had a user (a hint, never a proof of sign-in). */
export const SIGNED_IN_KEY = 'signedIn';

/**
 * Whether this start is likely signed in: main.tsx then loads the signed-in app beside the user's request
 * instead of after its answer. A wrong guess costs a download, never a screen: the answer decides.
 */
export function expectsSignedIn(): boolean {
  return readStorage(SIGNED_IN_KEY) === 'true';
}

function rememberSignedIn(user: User | null): void {
  if (user) writeStorage(SIGNED_IN_KEY, 'true');
  else removeStorage(SIGNED_IN_KEY);
}

/**
 * A session cookie whose user differs from the stored userId (local storage cleared, or another account
 * signed in in another tab): ask once without the header, and let the stored id follow the session, so
 * every per-user key belongs to the user the server knows. Any other 401 means signed out.
 */
async function recoverSession(error: ApiError): Promise<User | null> {
  // The server's code when the stored userId names someone else than the session cookie's user.
  if (error.serverCode !== 'auth.sessionMismatch') return null;
  try {
    const user = await parseUser(await apiRequest('GET', USER_PATH, undefined, { withoutUserId: true }));
    if (user) setUserId(user.id);
    return user;
  } catch {
    return null;
  }
}

/**
 * GET /api/auth/user: signed out is a 200 null (so the browser logs no failed request); a 401 means signed
 * out too (SPEC.md 4 and 7). Fresh for 60 s; no retry; no refetch on focus.
 */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: async (): Promise<User | null> => {
    let user: User | null;
    try {
      user = await parseUser(await apiRequest('GET', USER_PATH));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      user = await recoverSession(error);
    }
    rememberSignedIn(user);
    return user;
  },
  staleTime: 60_000,
  retry: false,
  refetchOnWindowFocus: false,
});

export interface CurrentUser {
  user: User | null;
  isLoading: boolean;
  /** SPEC.md 4: authenticated when a user is returned and there is no error. */
  isAuthenticated: boolean;
}

export function useCurrentUser(): CurrentUser {
  const { data, isLoading, isError } = useQuery(userQueryOptions);
  const user = isError ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: user !== null };
}

/** After sign-in, sign-up or a password reset: the stored userId becomes the user's and the user query refreshes. */
export async function applySignedInUser(queryClient: QueryClient, user: User): Promise<void> {
  setUserId(user.id);
  rememberSignedIn(user);
  queryClient.setQueryData(userQueryKey, user);
  await queryClient.invalidateQueries({ queryKey: userQueryKey });
}

/** Replaces the cached user with the server's latest answer (after PATCH, onboarding …). */
export function setCachedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userQueryKey, user);
}
