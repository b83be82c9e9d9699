import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TrendTooltip } from './trend-tooltip.tsx';

describe('the trend tooltip', () => {
  it('shows the day in US format and the value as a percentage', () => {
    render(<TrendTooltip active label="2026-11-25" payload={[{ value: 72 }]} name="Life Score" />);
    expect(screen.getByText('11/25/2026')).toBeInTheDocument();
    expect(screen.getByText('Life Score: 72%')).toBeInTheDocument();
  });

  it('shows nothing for a day without data or when not hovered', () => {
    const { container, rerender } = render(
      <TrendTooltip active label="2026-11-25" payload={[{ value: null }]} name="Life Score" />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<TrendTooltip active={false} label="2026-11-25" payload={[{ value: 72 }]} name="Life Score" />);
    expect(container).toBeEmptyDOMElement();
  });
});
