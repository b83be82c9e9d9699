import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import { makeUser, mockApi, withParams } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { i18n } from '../../lib/i18n.ts';
import { allAreas } from './areas.ts';
import HubRoute from './hub-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const week = ['19', '20', '21', '22', '23', '24', '25'].map((day) => ({
  date: `2026-11-${day}`,
  period: 'day' as const,
  partial: day === '25',
  score: 70,
  mood: 80,
  habits: 60,
  fitness: null,
  tasks: 70,
  money: null,
}));

describe('the Hub', () => {
  it('shows its heading, the trend charts of the last week, then every area (DESIGN.md 1)', async () => {
    const { calls } = mockApi([[withParams(dashboardApi.chartData, { range: 'week' }), { body: week }]]);
    renderWithProviders(<HubRoute />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Hub' })).toBeInTheDocument();
    expect(screen.getByText('Trend analysis across all life areas')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Overall Life Score Trend' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/dashboard/chart-data/week']);
    const sections = screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    const quickAdd = screen.getByRole('region', { name: 'Quick add' });
    const trends = screen.getByRole('region', { name: 'Trends' });
    const areas = screen.getByRole('region', { name: 'All areas' });
    expect(sections.indexOf(quickAdd)).toBeLessThan(sections.indexOf(trends));
    expect(sections.indexOf(trends)).toBeLessThan(sections.indexOf(areas));
    expect(screen.queryByText('Trend charts are on the way')).not.toBeInTheDocument();
  });

  it('links every page from "All areas"', () => {
    mockApi([[withParams(dashboardApi.chartData, { range: 'week' }), { body: week }]]);
    renderWithProviders(<HubRoute />, { user: makeUser() });
    const grid = screen.getByRole('region', { name: 'All areas' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(allAreas.map((area) => area.href));
  });

  it('links each "Quick add" action to its area’s create form', () => {
    mockApi([[withParams(dashboardApi.chartData, { range: 'week' }), { body: week }]]);
    renderWithProviders(<HubRoute />, { user: makeUser() });
    const row = screen.getByRole('region', { name: 'Quick add' });
    const actions = within(row)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(actions).toEqual([
      ['Habit', '/habits?new=1'],
      ['Task', '/tasks?new=1'],
      ['Expense', '/money?new=expense'],
      ['Income', '/money?new=income'],
      ['Mood', '/mood?new=1'],
      ['Note', '/notes?new=1'],
      ['Workout', '/fitness?new=1'],
      ['Focus', '/focus'],
      ['Book', '/books?new=1'],
    ]);
  });

  it('says "Quick add" in Italian too', async () => {
    mockApi([[withParams(dashboardApi.chartData, { range: 'week' }), { body: week }]]);
    await i18n.changeLanguage('it');
    try {
      renderWithProviders(<HubRoute />, { user: makeUser({ locale: 'it' }) });
      const row = screen.getByRole('region', { name: 'Aggiunta rapida' });
      expect(within(row).getByRole('link', { name: 'Uscita' })).toHaveAttribute('href', '/money?new=expense');
      expect(within(row).getByRole('link', { name: 'Allenamento' })).toHaveAttribute(
        'href',
        '/fitness?new=1',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
