import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInput } from '@track-grow/domain/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { validate, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { translateError } from '../../../lib/server-errors.ts';

interface ForgotPasswordFormProps {
  /** The "Back to Login" control: a button in the dialog, a link on the standalone page. */
  back: ReactNode;
}

export function ForgotPasswordForm({ back }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(forgotPasswordInput, { email });
    setErrors(result.errors ?? {});
    if (!result.data) return;
    try {
      await forgot.mutateAsync({ email });
    } catch (error) {
      toast({
        title: t('toast.error'),
        description: authErrorMessage(t, error, {
          fallback: 'auth.forgot.failed',
          thrown: 'auth.forgot.thrown',
        }),
        variant: 'destructive',
      });
      return;
    }
    setSent(true);
    toast({
      title: t('auth.forgot.sentTitle'),
      description: t('auth.forgot.sentDescription'),
      variant: 'success',
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email ? translateError(errors.email) : undefined}
      />
      {sent ? (
        <p role="status" className="rounded-xl bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          {t('auth.forgot.sentDescription')}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
      {back}
    </form>
  );
}
