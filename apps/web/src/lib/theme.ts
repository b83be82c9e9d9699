import type { User } from '@track-grow/domain/auth';
import { THEME_KEY, readStorage, writeStorage } from './storage.ts';

export type ThemePreference = User['theme'];
export type AppliedTheme = 'light' | 'dark';

function isThemePreference(value: string | null): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function storedThemePreference(): ThemePreference | null {
  const value = readStorage(THEME_KEY);
  return isThemePreference(value) ? value : null;
}

export function rememberThemePreference(preference: ThemePreference): void {
  writeStorage(THEME_KEY, preference);
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * SPEC.md 4: light for users who have not completed onboarding; otherwise the stored value
 * (the profile's, else the one remembered on this device), else the system preference.
 */
export function resolveTheme(
  user: Pick<User, 'theme' | 'hasCompletedOnboarding'> | null,
  prefersDark: boolean,
): AppliedTheme {
  if (user && !user.hasCompletedOnboarding) return 'light';
  const preference = user?.theme ?? storedThemePreference() ?? 'system';
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(theme: AppliedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
}
