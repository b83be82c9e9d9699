import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../lib/i18n.ts';
import { useCurrentUser } from '../lib/session.ts';
import { applyTheme, rememberThemePreference, resolveTheme, systemPrefersDark } from '../lib/theme.ts';

/** Applies the theme (SPEC.md 4) and the language (DESIGN.md 1) of the current user, or of the device when signed out. */
export function PreferencesSync() {
  const { user } = useCurrentUser();
  const { i18n } = useTranslation();
  const theme = user?.theme;
  const onboarded = user?.hasCompletedOnboarding;
  const locale = user?.locale;

  useEffect(() => {
    const subject =
      theme === undefined || onboarded === undefined ? null : { theme, hasCompletedOnboarding: onboarded };
    if (subject?.hasCompletedOnboarding) rememberThemePreference(subject.theme);
    const update = () => applyTheme(resolveTheme(subject, systemPrefersDark()));
    update();
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [theme, onboarded]);

  useEffect(() => {
    const language = resolveLanguage(locale);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [locale, i18n]);

  return null;
}
