import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'hint'> & {
  /** A password being chosen: the browser may offer a new one, and the hint says how long it must be. */
  newPassword?: boolean;
  /** The password manager's cue; a repeat of the new password says `new-password` without the hint. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A TextField for a password, with its show/hide button: the current one by default. */
export function PasswordField({ newPassword = false, autoComplete, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="password"
      autoComplete={autoComplete ?? (newPassword ? 'new-password' : 'current-password')}
      hint={newPassword ? t('validation.passwordTooShort') : undefined}
      {...props}
    />
  );
}
