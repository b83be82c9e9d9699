import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { avatarIds, avatarUrl, profileImageUrlSchema } from '@track-grow/domain/auth';
import { authApi, profileApi } from '@track-grow/domain/auth/api';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ImageSelectorPage from './image-selector-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ImageSelectorPage', () => {
  it('offers only images the server accepts', () => {
    for (const id of avatarIds) expect(profileImageUrlSchema.safeParse(avatarUrl(id)).success).toBe(true);
  });

  it('signed out: shows the avatars and explains that choosing needs a sign-in', () => {
    mockApi([]);
    renderWithProviders(<ImageSelectorPage />, { user: null });
    expect(screen.getByText('Sign in to choose one of these as your profile picture.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Fox' })).toBeDisabled();
  });

  it('signed in: choosing an avatar saves it and returns to the profile', async () => {
    const { calls } = mockApi([[authApi.updateUser, ({ body }) => ({ body: makeUser(body as object) })]]);
    const { location } = renderWithProviders(<ImageSelectorPage />, {
      user: makeUser(),
      path: '/image-selector',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose Owl' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile'));
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { profileImageUrl: '/avatars/owl.svg' } });
  });

  it('signed in: uploading a photo sends it as multipart and returns to the profile', async () => {
    const uploaded = makeUser({ profileImageUrl: '/api/profile/image/0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e99' });
    const { calls } = mockApi([[profileApi.uploadImage, { body: uploaded }]]);
    const { location } = renderWithProviders(<ImageSelectorPage />, {
      user: makeUser(),
      path: '/image-selector',
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByLabelText('Upload a photo'), file);
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/profile/image' });
    expect(calls[0]?.headers.has('content-type')).toBe(false); // the browser sets the multipart boundary
  });

  it('refuses a photo over 5 MB before sending anything', async () => {
    const { calls } = mockApi([]);
    renderWithProviders(<ImageSelectorPage />, { user: makeUser(), path: '/image-selector' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByLabelText('Upload a photo'), big);
    expect(
      await screen.findByText('This image is larger than 5 MB. Choose a smaller one.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
