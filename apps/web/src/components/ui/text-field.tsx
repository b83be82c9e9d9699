import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';
import { FieldMessage } from './field-message.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** Shown under the field in red and linked to it for screen readers. */
  error?: string | undefined;
  /** Shown under the field when there is no error. */
  hint?: string | undefined;
  id?: string;
}

/**
 * Label, input and the field's error under it, wired with aria-invalid and aria-describedby. A date field
 * whose text is no real day ("31/02") has an empty value, which a schema can only call missing: the browser
 * knows better (validity.badInput), so the field says "Not a real date" once the user leaves it or submits.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  type,
  onBlur,
  onChange,
  onKeyUp,
  ...props
}: TextFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const [revealed, setRevealed] = useState(false);
  // The date typed is no real day, and the user has left the field (or submitted: an error shows).
  const [badDate, setBadDate] = useState(false);
  const [left, setLeft] = useState(false);
  const isPassword = type === 'password';
  const readDate = (input: HTMLInputElement) => {
    if (type === 'date') setBadDate(input.validity.badInput);
  };
  const shownError = badDate && (left || error) ? t('validation.dateNotReal') : error;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError || hint ? messageId : undefined}
          className={isPassword ? 'pr-12' : undefined}
          onBlur={(event) => {
            readDate(event.currentTarget);
            setLeft(true);
            onBlur?.(event);
          }}
          onKeyUp={(event) => {
            readDate(event.currentTarget);
            onKeyUp?.(event);
          }}
          onChange={(event) => {
            readDate(event.currentTarget);
            onChange?.(event);
          }}
          {...props}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
      </div>
      <FieldMessage id={messageId} error={shownError} hint={hint} />
    </div>
  );
}
