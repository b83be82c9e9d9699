import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { resetPasswordInput } from '@track-grow/domain/auth';
import { TriangleAlert } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { validate, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { AuthPageLayout } from './auth-page-layout.tsx';
import { serverErrorOf, translateError } from '../../../lib/server-errors.ts';

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <p
        role="alert"
        className="flex items-start gap-3 rounded-xl bg-destructive/10 px-4 py-3 text-sm font-medium text-danger"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <Link href="/forgot-password" className={buttonVariants({ size: 'lg' })}>
        {t('auth.reset.requestNew')}
      </Link>
    </div>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkError, setLinkError] = useState<string | null>(null);
  const tokenIsWellFormed = resetPasswordInput.shape.token.safeParse(token).success;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(resetPasswordInput, { token, password: values.password });
    const nextErrors: FieldErrors = { ...(result.errors ?? {}) };
    if (!nextErrors.password && values.confirm !== values.password)
      nextErrors.confirm = t('auth.reset.mismatch');
    setErrors(nextErrors);
    if (!result.data || nextErrors.confirm) return;
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (error) {
      const message = authErrorMessage(t, error, {
        fallback: 'auth.reset.failed',
        thrown: 'auth.reset.thrown',
      });
      toast({ title: t('toast.error'), description: message, variant: 'destructive' });
      const code = serverErrorOf(error)?.code;
      if (code === 'auth.resetLinkInvalid' || code === 'auth.resetLinkExpired') setLinkError(message);
      return;
    }
    toast({ title: t('toast.success'), description: t('auth.reset.done'), variant: 'success' });
    navigate('/', { replace: true });
  };

  return (
    <AuthPageLayout title={t('auth.reset.title')} description={t('auth.reset.description')}>
      {!tokenIsWellFormed ? (
        <InvalidLink message={t('auth.reset.missingToken')} />
      ) : linkError ? (
        <InvalidLink message={linkError} />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <PasswordField
            newPassword
            label={t('auth.reset.newPassword')}
            name="password"
            value={values.password}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
            error={errors.password ? translateError(errors.password) : undefined}
          />
          <PasswordField
            label={t('auth.reset.confirmPassword')}
            name="confirm"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(event) => setValues((v) => ({ ...v, confirm: event.target.value }))}
            error={errors.confirm}
          />
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
          <Link href="/" className={buttonVariants({ variant: 'ghost' })}>
            {t('auth.forgot.backToLogin')}
          </Link>
        </form>
      )}
    </AuthPageLayout>
  );
}
