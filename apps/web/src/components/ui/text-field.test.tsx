import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './text-field.tsx';

/** jsdom never sets validity.badInput; Chromium does when the typed day does not exist ("31/02"). */
function typeNoRealDay(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { value: { badInput: true }, configurable: true });
  fireEvent.keyUp(input, { key: '2' });
}

describe('a date TextField', () => {
  it('says "Not a real date" rather than "Date is required" for a day that does not exist', () => {
    render(<TextField label="Date" type="date" value="" onChange={() => {}} error="Date is required" />);
    const input = screen.getByLabelText('Date');
    expect(input).toHaveAccessibleDescription('Date is required');
    typeNoRealDay(input);
    expect(input).toHaveAccessibleDescription('Not a real date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says it when the user leaves the field, not while typing', () => {
    render(<TextField label="Date" type="date" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Date');
    typeNoRealDay(input);
    expect(screen.queryByText('Not a real date')).not.toBeInTheDocument();
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription('Not a real date');
  });

  it('keeps the error it is given when the field is only empty', () => {
    render(<TextField label="Date" type="date" value="" onChange={() => {}} error="Date is required" />);
    const input = screen.getByLabelText('Date');
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription('Date is required');
  });
});
