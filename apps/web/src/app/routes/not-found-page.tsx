import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Compass, House } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 py-6">
      <EmptyState
        icon={Compass}
        title={t('notFound.title')}
        headingLevel="h1"
        actions={
          <Link href="/" className={buttonVariants()}>
            <House aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        }
      >
        {t('notFound.body')}
      </EmptyState>
    </div>
  );
}
