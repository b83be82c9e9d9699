import { useTranslation } from 'react-i18next';
import { Smile } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function MoodPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Smile}
      title={t('areas.mood.title')}
      subtitle={t('areas.mood.summary')}
      plans={t('areas.mood.plans')}
    />
  );
}
