import { useTranslation } from 'react-i18next';
import { Briefcase } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function CareerPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Briefcase}
      title={t('areas.career.title')}
      subtitle={t('areas.career.summary')}
      plans={t('areas.career.plans')}
    />
  );
}
