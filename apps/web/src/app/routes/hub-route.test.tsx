import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeUser } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { allAreas } from './areas.ts';
import HubRoute from './hub-route.tsx';

describe('the Hub', () => {
  it('says the trend charts come in a later version, not that they wait for data', () => {
    renderWithProviders(<HubRoute />, { user: makeUser() });
    const trends = screen.getByRole('region', { name: 'Trend charts are on the way' });
    expect(trends).toHaveTextContent(/later version/);
    expect(within(trends).getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByText(/arrive with your data/)).not.toBeInTheDocument();
  });

  it('marks every unbuilt area of "All areas" as coming soon, and no built one', () => {
    renderWithProviders(<HubRoute />, { user: makeUser() });
    const grid = screen.getByRole('region', { name: 'All areas' });
    const assistant = within(grid).getByRole('link', { name: /^AI assistant/ });
    expect(assistant).toHaveAccessibleDescription('Coming soon');
    expect(within(grid).getByRole('link', { name: /^Timeline/ })).not.toHaveAccessibleDescription();
    expect(within(grid).getByRole('link', { name: /^Habits/ })).not.toHaveAccessibleDescription();
    for (const area of allAreas) {
      const tile = within(grid)
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === area.href)!;
      expect(tile, area.key).toBeDefined();
      if (area.built) expect(tile, area.key).not.toHaveTextContent('Coming soon');
      else expect(tile, area.key).toHaveAccessibleDescription('Coming soon');
    }
  });
});
