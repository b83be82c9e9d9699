import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signupInput } from '@track-grow/domain/auth';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { validate, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignup } from '../api/signup.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { translateError } from '../../../lib/server-errors.ts';

interface SignupFormProps {
  onSwitchToLogin: () => void;
  onSuccess: () => void;
}

export function SignupForm({ onSwitchToLogin, onSuccess }: SignupFormProps) {
  const { t } = useTranslation();
  const signup = useSignup();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(signupInput, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    try {
      await signup.mutateAsync(values);
    } catch (error) {
      toast({
        title: t('toast.error'),
        description: authErrorMessage(t, error, {
          fallback: 'auth.signup.failed',
          thrown: 'auth.signup.thrown',
        }),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('toast.success'), description: t('auth.signup.created'), variant: 'success' });
    onSuccess();
  };

  const error = (field: string) => (errors[field] ? translateError(errors[field]) : undefined);
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: error(name),
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('auth.fields.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('auth.fields.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
      />
      <PasswordField newPassword label={t('auth.fields.password')} {...field('password')} />
      <Button type="submit" size="lg" disabled={signup.isPending}>
        {signup.isPending ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.signup.haveAccount')}{' '}
        <Button type="button" variant="link" className="text-sm" onClick={onSwitchToLogin}>
          {t('auth.signIn')}
        </Button>
      </p>
    </form>
  );
}
