import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function QuickCapturePage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Zap}
      title={t('areas.quickCapture.title')}
      subtitle={t('areas.quickCapture.summary')}
      plans={t('areas.quickCapture.plans')}
    />
  );
}
