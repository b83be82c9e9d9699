import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInput } from '@track-grow/domain/auth';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { validate, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { translateError } from '../../../lib/server-errors.ts';

interface LoginFormProps {
  onForgotPassword: () => void;
  onSwitchToSignup: () => void;
}

export function LoginForm({ onForgotPassword, onSwitchToSignup }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(loginInput, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    try {
      await login.mutateAsync(values);
    } catch (error) {
      toast({
        title: t('toast.error'),
        description: authErrorMessage(t, error, {
          fallback: 'auth.login.failed',
          thrown: 'auth.login.thrown',
        }),
        variant: 'destructive',
      });
    }
  };

  const error = (field: string) => (errors[field] ? translateError(errors[field]) : undefined);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
        error={error('email')}
      />
      <div className="grid gap-1.5">
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          error={error('password')}
        />
        <Button type="button" variant="link" className="justify-self-end text-sm" onClick={onForgotPassword}>
          {t('auth.login.forgotPassword')}
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? t('auth.login.submitting') : t('auth.signIn')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.login.noAccount')}{' '}
        <Button type="button" variant="link" className="text-sm" onClick={onSwitchToSignup}>
          {t('auth.signUp')}
        </Button>
      </p>
    </form>
  );
}
