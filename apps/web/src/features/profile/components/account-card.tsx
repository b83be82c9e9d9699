import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccountInput } from '@track-grow/domain/auth';
import { LogOut, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { validate } from '../../../lib/form.ts';
import { leaveAccount, logout } from '../../../lib/logout.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { profileErrorMessage } from '../api/error-message.ts';
import { translateError } from '../../../lib/server-errors.ts';

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(deleteAccountInput, { password });
    setError(result.errors?.password ? translateError(result.errors.password) : undefined);
    if (!result.data) return;
    try {
      await remove.mutateAsync(password);
    } catch (failure) {
      const message = profileErrorMessage(t, failure);
      if (failure instanceof ApiError && failure.status < 500) setError(message);
      else toast({ title: t('toast.error'), description: message, variant: 'destructive' });
      return;
    }
    leaveAccount();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('profile.account.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('profile.account.deleteDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <PasswordField
            label={t('auth.fields.password')}
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? t('profile.account.deleting') : t('profile.account.deleteConfirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function AccountCard() {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card aria-labelledby="account-title">
      <CardHeader>
        <CardTitle id="account-title">{t('profile.account.title')}</CardTitle>
        <CardDescription>{t('profile.account.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </Button>
        <Button
          variant="ghost"
          className="text-danger hover:bg-destructive/10"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
          {t('profile.account.delete')}
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
