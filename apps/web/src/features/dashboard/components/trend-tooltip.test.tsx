import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ChartDataPoint } from '@track-grow/domain/dashboard';
import { i18n } from '../../../lib/i18n.ts';
import '../i18n.ts';
import { makeChartPoint } from '../test-fixtures.ts';
import { TrendTooltip } from './trend-tooltip.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const point = (date: string, period: ChartDataPoint['period'], partial = false) =>
  makeChartPoint(date, { period, partial, score: 72 });

const entries = (p: ChartDataPoint, value: number | null = 72) => [
  { value: null, payload: p },
  { value, payload: p },
];

describe('the trend tooltip', () => {
  it('shows the day in US format and the value as a percentage', () => {
    render(<TrendTooltip active payload={entries(point('2026-11-25', 'day'))} name="Life Score" />);
    expect(screen.getByText('11/25/2026')).toBeInTheDocument();
    expect(screen.getByText('Life Score: 72%')).toBeInTheDocument();
  });

  it('names the week or the month a long range’s point stands for, and a running one as so far', () => {
    const { rerender } = render(
      <TrendTooltip active payload={entries(point('2026-03-03', 'week'))} name="Mood" />,
    );
    expect(screen.getByText('Week of Mar 3')).toBeInTheDocument();
    rerender(<TrendTooltip active payload={entries(point('2026-03-01', 'month'))} name="Mood" />);
    expect(screen.getByText('March 2026')).toBeInTheDocument();
    rerender(<TrendTooltip active payload={entries(point('2026-03-01', 'month', true))} name="Mood" />);
    expect(screen.getByText('March 2026 (so far)')).toBeInTheDocument();
    rerender(<TrendTooltip active payload={entries(point('2026-11-25', 'day', true))} name="Mood" />);
    expect(screen.getByText('11/25/2026 (today, so far)')).toBeInTheDocument();
  });

  it('names them in Italian', async () => {
    await i18n.changeLanguage('it');
    const { rerender } = render(
      <TrendTooltip active payload={entries(point('2026-03-03', 'week'))} name="Umore" />,
    );
    expect(screen.getByText('Settimana del 3 mar')).toBeInTheDocument();
    rerender(<TrendTooltip active payload={entries(point('2026-03-01', 'month', true))} name="Umore" />);
    expect(screen.getByText('marzo 2026 (finora)')).toBeInTheDocument();
  });

  it('shows nothing for a day without data or when not hovered', () => {
    const p = point('2026-11-25', 'day');
    const { container, rerender } = render(
      <TrendTooltip active payload={entries(p, null)} name="Life Score" />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<TrendTooltip active={false} payload={entries(p)} name="Life Score" />);
    expect(container).toBeEmptyDOMElement();
  });
});
