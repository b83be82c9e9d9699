import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RestTimerCard } from './rest-timer-card.tsx';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the rest timer', () => {
  it('counts a preset down from the clock, then vibrates and says so', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
    renderWithProviders(<RestTimerCard />);
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '30 s',
      '60 s',
      '90 s',
      '2 min',
      '3 min',
    ]);
    await events.click(screen.getByRole('button', { name: 'Rest 30 s' }));
    expect(screen.getByRole('timer', { name: 'Rest time left' })).toHaveTextContent('0:30');
    await advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent(/^0:(20|19)$/);
    await advance(21_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Rest over — next set!')).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200, 100, 200]);
  });

  it('cancels a countdown', async () => {
    renderWithProviders(<RestTimerCard />);
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await events.click(screen.getByRole('button', { name: 'Rest 2 min' }));
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    await events.click(screen.getByRole('button', { name: 'Cancel rest' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await advance(130_000);
    expect(screen.queryByText('Rest over — next set!')).not.toBeInTheDocument();
  });
});
