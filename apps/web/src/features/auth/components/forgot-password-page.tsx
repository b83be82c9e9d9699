import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { AuthPageLayout } from './auth-page-layout.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      <ForgotPasswordForm
        back={
          <Link href="/" className={buttonVariants({ variant: 'ghost' })}>
            {t('auth.forgot.backToLogin')}
          </Link>
        }
      />
    </AuthPageLayout>
  );
}
