import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('the page failed');
}

describe('RouteErrorBoundary', () => {
  it("shows a way out, and takes over from the server's picture of the first screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const picture = document.createElement('div');
    picture.id = 'initial-loader';
    picture.setAttribute('data-first-screen', '');
    document.body.append(picture);
    render(
      <RouteErrorBoundary resetKey="/">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /reload/i })).toBeInTheDocument();
    await waitFor(() => expect(picture.isConnected).toBe(false));
    vi.restoreAllMocks();
  });
});
