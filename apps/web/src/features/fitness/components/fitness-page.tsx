import { useTranslation } from 'react-i18next';
import { Dumbbell } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function FitnessPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Dumbbell}
      title={t('areas.fitness.title')}
      subtitle={t('areas.fitness.summary')}
      plans={t('areas.fitness.plans')}
    />
  );
}
