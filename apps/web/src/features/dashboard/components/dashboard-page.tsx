import { useTranslation } from 'react-i18next';
import { Gauge } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Gauge}
      title={t('areas.dashboard.title')}
      subtitle={t('areas.dashboard.summary')}
      plans={t('areas.dashboard.plans')}
    />
  );
}
