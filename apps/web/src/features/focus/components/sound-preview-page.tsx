import { useTranslation } from 'react-i18next';
import { BellRing } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function SoundPreviewPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={BellRing}
      title={t('areas.soundPreview.title')}
      subtitle={t('areas.soundPreview.summary')}
      plans={t('areas.soundPreview.plans')}
    />
  );
}
