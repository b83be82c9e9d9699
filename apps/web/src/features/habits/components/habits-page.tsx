import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function HabitsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={CalendarCheck}
      title={t('areas.habits.title')}
      subtitle={t('areas.habits.summary')}
      plans={t('areas.habits.plans')}
    />
  );
}
