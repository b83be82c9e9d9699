import { useTranslation } from 'react-i18next';
import { HeartPulse } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function WellnessPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={HeartPulse}
      title={t('areas.wellness.title')}
      subtitle={t('areas.wellness.summary')}
      plans={t('areas.wellness.plans')}
    />
  );
}
