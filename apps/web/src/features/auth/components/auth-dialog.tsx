import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { LogoMark } from '../../../components/brand/logo.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

export type AuthView = 'login' | 'signup' | 'forgot-password';

interface AuthDialogProps {
  /** The open view, or null when the dialog is closed. */
  view: AuthView | null;
  onViewChange: (view: AuthView | null) => void;
}

/** SPEC.md 2: one dialog, three views (login, signup, forgot-password). */
export function AuthDialog({ view, onViewChange }: AuthDialogProps) {
  const { t } = useTranslation();
  const current = view ?? 'login';
  const copy = {
    login: { title: t('auth.login.title'), description: t('auth.login.description') },
    signup: { title: t('auth.signup.title'), description: t('auth.signup.description') },
    'forgot-password': { title: t('auth.forgot.title'), description: t('auth.forgot.description') },
  }[current];

  return (
    <Dialog open={view !== null} onOpenChange={(open) => onViewChange(open ? current : null)}>
      <DialogContent>
        <DialogHeader>
          <LogoMark className="mb-2 size-10" />
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {current === 'login' ? (
          <LoginForm
            onForgotPassword={() => onViewChange('forgot-password')}
            onSwitchToSignup={() => onViewChange('signup')}
          />
        ) : null}
        {current === 'signup' ? (
          <SignupForm onSwitchToLogin={() => onViewChange('login')} onSuccess={() => onViewChange(null)} />
        ) : null}
        {current === 'forgot-password' ? (
          <ForgotPasswordForm
            back={
              <Button type="button" variant="ghost" onClick={() => onViewChange('login')}>
                {t('auth.forgot.backToLogin')}
              </Button>
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
