import { useTranslation } from 'react-i18next';
import { Lightbulb } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function LessonsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Lightbulb}
      title={t('areas.lessons.title')}
      subtitle={t('areas.lessons.summary')}
      plans={t('areas.lessons.plans')}
    />
  );
}
