import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type User } from '@track-grow/domain';
import { ApiError, callApi } from './api-client.ts';
import { setUserId } from './storage.ts';

/** The path is the key (SPEC.md 7). */
export const userQueryKey = [api.auth.user.path] as const;

/** GET /api/auth/user: a 401 means "signed out" (null); fresh for 60 s; no retry; no refetch on focus. */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: async (): Promise<User | null> => {
    try {
      return await callApi(api.auth.user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
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
  queryClient.setQueryData(userQueryKey, user);
  await queryClient.invalidateQueries({ queryKey: userQueryKey });
}

/** Replaces the cached user with the server's latest answer (after PATCH, onboarding …). */
export function setCachedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userQueryKey, user);
}

/** POST /api/auth/logout, then a full page load of /?logout=true. A failure is only logged (SPEC.md 8). */
export async function logout(navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  try {
    await callApi(api.auth.logout);
  } catch {
    console.error('Logout failed');
    return;
  }
  navigate('/?logout=true');
}
