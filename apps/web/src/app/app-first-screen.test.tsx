import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { authApi } from '@track-grow/domain/auth/api';
import { createQueryClient } from '../lib/query-client.ts';
import { mockApi } from '../test/api-mock.ts';
import { App } from './app.tsx';

describe("the server's picture of Home", () => {
  it('gives way to the signed-out pages when the session ended since the server drew it', async () => {
    const picture = document.createElement('div');
    picture.id = 'initial-loader';
    picture.setAttribute('data-first-screen', '');
    document.body.append(picture);
    mockApi([[authApi.user, { body: null }]]);
    render(<App queryClient={createQueryClient()} />);
    expect(await screen.findAllByText('Sign in', undefined, { timeout: 5000 })).not.toHaveLength(0);
    await waitFor(() => expect(picture.isConnected).toBe(false));
  });
});
