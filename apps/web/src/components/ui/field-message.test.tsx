import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FieldMessage } from './field-message.tsx';

describe('FieldMessage', () => {
  it('shows the error, not the hint, under the id the field points at', () => {
    render(
      <>
        <input aria-label="Amount" aria-describedby="amount-message" />
        <FieldMessage id="amount-message" error="Enter an amount" hint="In euros" />
      </>,
    );
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Enter an amount');
    expect(screen.queryByText('In euros')).not.toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toHaveClass('text-danger');
  });

  it('shows the hint when there is no error, and nothing when neither is given', () => {
    const { container, rerender } = render(<FieldMessage id="note-message" error={null} hint="Optional" />);
    expect(screen.getByText('Optional')).toHaveAttribute('id', 'note-message');
    expect(screen.getByText('Optional')).toHaveClass('text-muted-foreground');
    rerender(<FieldMessage id="note-message" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces the error with role="alert" only when asked, and never a hint', () => {
    const { rerender } = render(<FieldMessage error="Unreadable file" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FieldMessage alert error="Unreadable file" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unreadable file');
    rerender(<FieldMessage alert hint="Pick a CSV file" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes other attributes and classes through', () => {
    render(<FieldMessage error="Pick an icon" data-field-error="" className="-mt-3" />);
    const message = screen.getByText('Pick an icon');
    expect(message).toHaveAttribute('data-field-error');
    expect(message).toHaveClass('-mt-3', 'text-sm', 'font-medium');
  });
});
