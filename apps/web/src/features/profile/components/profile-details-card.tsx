import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { updateUserInput, type User } from '@track-grow/domain/auth';
import { ImageIcon } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { validateFields, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../../../lib/use-update-user.ts';
import { profileErrorMessage } from '../api/error-message.ts';
import { UserAvatar } from './user-avatar.tsx';
import { translateError } from '../../../lib/server-errors.ts';

const nameFields = { firstName: updateUserInput.shape.firstName, lastName: updateUserInput.shape.lastName };

export function ProfileDetailsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [values, setValues] = useState({ firstName: user.firstName, lastName: user.lastName });
  const [errors, setErrors] = useState<FieldErrors>({});
  const unchanged = values.firstName === user.firstName && values.lastName === user.lastName;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateFields(nameFields, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    try {
      const saved = await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      setValues({ firstName: saved.firstName, lastName: saved.lastName });
      toast({
        title: t('profile.saved'),
        description: t('profile.details.savedDescription'),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('toast.error'), description: profileErrorMessage(t, error), variant: 'destructive' });
    }
  };

  const error = (field: string) => (errors[field] ? translateError(errors[field]) : undefined);

  return (
    <Card aria-labelledby="profile-details-title">
      <CardHeader>
        <CardTitle id="profile-details-title">{t('profile.details.title')}</CardTitle>
        <CardDescription>{t('profile.details.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center gap-4">
          <UserAvatar user={user} />
          <Link href="/image-selector" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ImageIcon aria-hidden="true" />
            {t('profile.details.changeImage')}
          </Link>
        </div>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.fields.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => setValues((v) => ({ ...v, firstName: event.target.value }))}
              error={error('firstName')}
            />
            <TextField
              label={t('auth.fields.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => setValues((v) => ({ ...v, lastName: event.target.value }))}
              error={error('lastName')}
            />
          </div>
          <TextField
            label={t('auth.fields.email')}
            type="email"
            name="email"
            value={user.email}
            readOnly
            hint={t('profile.details.emailHint')}
          />
          <Button type="submit" className="justify-self-start" disabled={unchanged || update.isPending}>
            {update.isPending ? t('common.saving') : t('profile.details.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
