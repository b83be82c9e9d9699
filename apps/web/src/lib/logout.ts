import { authApi } from '@track-grow/domain/auth/api';
import { callApi } from './api-client.ts';
import { forgetOfflineData } from './query-persistence.ts';

let signingOut = false;

/** True from the moment a logout starts: nothing should ask the server for the leaving user's data. */
export const isSigningOut = (): boolean => signingOut;

/** POST /api/auth/logout, then a full page load of /?logout=true. A failure is only logged (SPEC.md 8). */
export async function logout(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  signingOut = true;
  try {
    await callApi(authApi.logout);
  } catch {
    signingOut = false;
    console.error('Logout failed');
    return;
  }
  leaveAccount(navigate);
}

/**
 * Once the server has ended the session (logout, account deleted): forget what this device kept of the user
 * for offline use, so the next person on it sees none of it, then load the signed-out page.
 */
export function leaveAccount(navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  signingOut = true;
  forgetOfflineData();
  navigate('/?logout=true');
}
