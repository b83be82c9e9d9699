import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function MoneyPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Wallet}
      title={t('areas.money.title')}
      subtitle={t('areas.money.summary')}
      plans={t('areas.money.plans')}
    />
  );
}
