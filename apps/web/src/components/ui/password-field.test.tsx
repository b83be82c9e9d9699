import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('is a hidden current password by default, with a button that shows it', async () => {
    render(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('name', 'password');
    expect(input).not.toHaveAccessibleDescription();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('as a new password, asks the browser for one and says how long it must be', () => {
    render(<PasswordField newPassword label="New password" />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it('shows its error instead of the hint, and a repeat of the new password has no hint', () => {
    render(
      <>
        <PasswordField newPassword label="New password" error="Password is required" />
        <PasswordField autoComplete="new-password" label="Confirm new password" />
      </>,
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password is required');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).not.toHaveAccessibleDescription();
  });
});
