import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileImageUrlSchema } from '@track-grow/domain/auth';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { avatarIds, avatarUrl } from '../avatars.ts';
import ImageSelectorPage from './image-selector-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ImageSelectorPage', () => {
  it('offers only images the server accepts', () => {
    for (const id of avatarIds) expect(profileImageUrlSchema.safeParse(avatarUrl(id)).success).toBe(true);
  });

  it('signed out: shows the avatars and explains that choosing needs a sign-in', () => {
    mockApi({});
    renderWithProviders(<ImageSelectorPage />, { user: null });
    expect(screen.getByText('Sign in to choose one of these as your profile picture.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Fox' })).toBeDisabled();
  });

  it('signed in: choosing an avatar saves it and returns to the profile', async () => {
    const { calls } = mockApi({ 'PATCH /api/auth/user': ({ body }) => ({ body: makeUser(body as object) }) });
    const { location } = renderWithProviders(<ImageSelectorPage />, {
      user: makeUser(),
      path: '/image-selector',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose Owl' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile'));
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { profileImageUrl: '/avatars/owl.svg' } });
  });
});
