import { api } from '@track-grow/domain';
import { callApi } from './api-client.ts';

/** POST /api/auth/logout, then a full page load of /?logout=true. A failure is only logged (SPEC.md 8). */
export async function logout(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    await callApi(api.auth.logout);
  } catch {
    console.error('Logout failed');
    return;
  }
  navigate('/?logout=true');
}
