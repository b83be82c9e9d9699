import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { createWebAudioPlayer, setSoundPlayer, type SoundOutcome } from '../sounds.ts';
import SoundPreviewPage from './sound-preview-page.tsx';

afterEach(() => setSoundPlayer(createWebAudioPlayer()));

describe('/sound-preview', () => {
  it('lists the five sounds with a description and a play button each', async () => {
    const play = vi.fn(() => Promise.resolve<SoundOutcome>('played'));
    setSoundPlayer({ play });
    renderWithProviders(<SoundPreviewPage />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification sounds' })).toBeInTheDocument();
    const user = userEvent.setup();
    for (const [name, id] of [
      ['Modern Notification', 'beep'],
      ['Gentle Chime', 'chime'],
      ['Bright Ding', 'ding'],
      ['Quick Pop', 'pop'],
      ['Peaceful Bell', 'bell'],
    ] as const) {
      expect(screen.getByText(name)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `Play ${name}` }));
      expect(play).toHaveBeenLastCalledWith(id);
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it.each([
    ['played', /The sound played/],
    ['blocked', /blocked\. Check your ringer and volume, and keep the app in the foreground/],
    ['failed', /could not be played/],
  ] as const)('the sound test says when the sound %s', async (outcome, message) => {
    setSoundPlayer({ play: () => Promise.resolve(outcome) });
    renderWithProviders(<SoundPreviewPage />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test sound' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });
});
