import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '@track-grow/domain/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { validate, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { profileErrorMessage } from '../api/error-message.ts';
import { serverErrorOf, translateError } from '../../../lib/server-errors.ts';

const empty = { currentPassword: '', newPassword: '' };

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(changePasswordInput, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    try {
      await change.mutateAsync(result.data);
    } catch (error) {
      const message = profileErrorMessage(t, error);
      // A wrong current password belongs under that field; anything else is a toast.
      if (serverErrorOf(error)?.code === 'auth.wrongPassword') {
        setErrors({ currentPassword: message });
      } else {
        toast({ title: t('toast.error'), description: message, variant: 'destructive' });
      }
      return;
    }
    setValues(empty);
    toast({
      title: t('profile.password.changedTitle'),
      description: t('profile.password.changedDescription'),
      variant: 'success',
    });
  };

  const error = (field: string) => (errors[field] ? translateError(errors[field]) : undefined);

  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader>
        <CardTitle id="change-password-title">{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <PasswordField
            label={t('profile.password.current')}
            name="currentPassword"
            value={values.currentPassword}
            onChange={(event) => setValues((v) => ({ ...v, currentPassword: event.target.value }))}
            error={error('currentPassword')}
          />
          <PasswordField
            newPassword
            label={t('profile.password.new')}
            name="newPassword"
            value={values.newPassword}
            onChange={(event) => setValues((v) => ({ ...v, newPassword: event.target.value }))}
            error={error('newPassword')}
          />
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? t('common.saving') : t('profile.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
