import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeUser, mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { allAreas } from './areas.ts';
import HubRoute from './hub-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const week = ['19', '20', '21', '22', '23', '24', '25'].map((day) => ({
  date: `2026-11-${day}`,
  score: 70,
  mood: 80,
  habits: 60,
  fitness: null,
  tasks: 70,
  money: null,
}));

describe('the Hub', () => {
  it('shows its heading, the trend charts of the last week, then every area (DESIGN.md 1)', async () => {
    const { calls } = mockApi({ 'GET /api/dashboard/chart-data/week': { body: week } });
    renderWithProviders(<HubRoute />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Hub' })).toBeInTheDocument();
    expect(screen.getByText('Trend analysis across all life areas')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Overall Life Score Trend' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/dashboard/chart-data/week']);
    const sections = screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    const trends = screen.getByRole('region', { name: 'Trends' });
    const areas = screen.getByRole('region', { name: 'All areas' });
    expect(sections.indexOf(trends)).toBeLessThan(sections.indexOf(areas));
    expect(screen.queryByText('Trend charts are on the way')).not.toBeInTheDocument();
  });

  it('marks every unbuilt area of "All areas" as coming soon, and no built one', () => {
    mockApi({ 'GET /api/dashboard/chart-data/week': { body: week } });
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
