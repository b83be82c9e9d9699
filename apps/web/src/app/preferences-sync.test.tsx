import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi, makeUser } from '../test/api-mock.ts';
import { renderWithProviders } from '../test/render.tsx';
import { i18n } from '../lib/i18n.ts';
import { resolveTheme } from '../lib/theme.ts';
import { PageFallback } from './routes/page-fallback.tsx';
import { PreferencesSync } from './preferences-sync.tsx';
import { userQueryKey } from '../lib/session.ts';

function stubSystemTheme(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('theme', () => {
  it('is forced to light before onboarding, whatever the profile says', async () => {
    mockApi([]);
    stubSystemTheme(true);
    renderWithProviders(<PreferencesSync />, {
      user: makeUser({ hasCompletedOnboarding: false, theme: 'dark' }),
    });
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(resolveTheme({ hasCompletedOnboarding: false, theme: 'system' }, true)).toBe('light');
  });

  it('follows the profile after onboarding, and the system when set to system', async () => {
    mockApi([]);
    stubSystemTheme(false);
    const { queryClient } = renderWithProviders(<PreferencesSync />, { user: makeUser({ theme: 'dark' }) });
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));

    queryClient.setQueryData(userQueryKey, makeUser({ theme: 'system' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(resolveTheme({ hasCompletedOnboarding: true, theme: 'system' }, true)).toBe('dark');
  });

  it('uses the theme remembered on this device, else the system, when signed out', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    window.localStorage.setItem('theme', 'light');
    expect(resolveTheme(null, true)).toBe('light');
  });
});

describe('language', () => {
  it('switches every string to Italian when the profile says it, and sets <html lang>', async () => {
    mockApi([]);
    renderWithProviders(
      <>
        <PreferencesSync />
        <PageFallback />
      </>,
      { user: makeUser({ locale: 'it' }) },
    );
    expect(await screen.findByText('Caricamento...')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('shows "Loading..." in English', async () => {
    mockApi([]);
    renderWithProviders(
      <>
        <PreferencesSync />
        <PageFallback />
      </>,
      { user: makeUser({ locale: 'en' }) },
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the browser when the profile has no language', async () => {
    mockApi([]);
    vi.stubGlobal('navigator', { ...navigator, languages: ['it-IT', 'en'], language: 'it-IT' });
    renderWithProviders(
      <>
        <PreferencesSync />
        <PageFallback />
      </>,
      { user: null },
    );
    expect(await screen.findByText('Caricamento...')).toBeInTheDocument();
  });
});
