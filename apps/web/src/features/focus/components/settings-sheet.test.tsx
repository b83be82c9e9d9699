import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultTimerSettings } from '@track-grow/domain/focus';
import { authApi } from '@track-grow/domain/auth/api';
import { resetToasts } from '../../../lib/toast.ts';
import { makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { pomodoroStorageKey } from '../hooks/pomodoro-store.ts';
import { setSoundPlayer, type SoundPlayer } from '../sounds.ts';
import { mockFocusApi } from '../test-fixtures.ts';
import FocusPage from './focus-page.tsx';
import { PomodoroProvider } from './pomodoro-provider.tsx';

const ada = makeUser();
const play = vi.fn<SoundPlayer['play']>(() => Promise.resolve('played'));

function renderFocus(user = ada) {
  return renderWithProviders(
    <PomodoroProvider>
      <FocusPage />
    </PomodoroProvider>,
    { user, path: '/focus' },
  );
}

async function openSettings() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Timer settings' }));
  return { user, sheet: await screen.findByRole('dialog', { name: 'Timer settings' }) };
}

beforeEach(() => {
  play.mockClear();
  setSoundPlayer({ play });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('the timer settings sheet', () => {
  it('refuses values out of SPEC.md 5’s ranges with a message under each field, and saves nothing', async () => {
    const { calls } = mockFocusApi();
    renderFocus();
    const { user, sheet } = await openSettings();
    const focus = within(sheet).getByRole('spinbutton', { name: 'Focus' });
    await user.clear(focus);
    await user.type(focus, '121');
    const shortBreak = within(sheet).getByRole('spinbutton', { name: 'Short break' });
    await user.clear(shortBreak);
    await user.type(shortBreak, '0');
    const longBreak = within(sheet).getByRole('spinbutton', { name: 'Long break' });
    await user.clear(longBreak);
    await user.type(longBreak, '61');
    const slots = within(sheet).getByRole('spinbutton', { name: 'Slots' });
    await user.clear(slots);
    await user.click(within(sheet).getByRole('button', { name: 'Save settings' }));

    expect(await within(sheet).findByText('Focus is 1 to 120 whole minutes')).toBeInTheDocument();
    expect(within(sheet).getByText('A short break is 1 to 30 whole minutes')).toBeInTheDocument();
    expect(within(sheet).getByText('A long break is 1 to 60 whole minutes')).toBeInTheDocument();
    expect(within(sheet).getByText('Choose 1 to 12 slots')).toBeInTheDocument();
    expect(focus).toHaveAttribute('aria-invalid', 'true');
    expect(focus).toHaveAccessibleDescription('Focus is 1 to 120 whole minutes');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Timer settings' })).toBeInTheDocument();
    // The timer is untouched (behind the open sheet).
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('25:00');
    expect(window.localStorage.getItem(pomodoroStorageKey(ada.id)) ?? '').not.toContain(
      '"focusDuration":121',
    );
  });

  it('saves valid settings to the account and applies them: an idle timer shows the new focus length', async () => {
    const { calls } = mockFocusApi([
      [
        authApi.updateUser,
        ({ body }) => ({
          body: { ...ada, preferences: (body as { preferences: object }).preferences },
        }),
      ],
    ]);
    renderFocus();
    const { user, sheet } = await openSettings();
    const focus = within(sheet).getByRole('spinbutton', { name: 'Focus' });
    await user.clear(focus);
    await user.type(focus, '50');
    await user.click(within(sheet).getByRole('radio', { name: /Peaceful Bell/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Timer settings' })).not.toBeInTheDocument(),
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/auth/user');
    expect(patch?.body).toEqual({
      preferences: { timerSettings: { ...defaultTimerSettings, focusDuration: 50, soundId: 'bell' } },
    });
    expect(screen.getByRole('timer')).toHaveTextContent('50:00');
    expect(screen.getByText('0 of 16')).toBeInTheDocument();
  });

  it('plays a preview of each sound and runs the sound test', async () => {
    mockFocusApi();
    renderFocus();
    const { user, sheet } = await openSettings();
    await user.click(within(sheet).getByRole('button', { name: 'Play Quick Pop' }));
    expect(play).toHaveBeenCalledWith('pop');
    play.mockResolvedValueOnce('blocked');
    await user.click(within(sheet).getByRole('button', { name: 'Test sound' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent(/ringer.*volume.*foreground/);
  });

  it('takes the account’s settings when there are some', async () => {
    mockFocusApi();
    renderFocus(
      makeUser({ preferences: { timerSettings: { ...defaultTimerSettings, focusDuration: 40, slots: 2 } } }),
    );
    expect(await screen.findByRole('timer')).toHaveTextContent('40:00');
    expect(screen.getByText('0 of 8')).toBeInTheDocument();
  });
});
