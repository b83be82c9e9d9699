import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function TimelinePage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={History}
      title={t('areas.timeline.title')}
      subtitle={t('areas.timeline.summary')}
      plans={t('areas.timeline.plans')}
    />
  );
}
