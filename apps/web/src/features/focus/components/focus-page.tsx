import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function FocusPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Timer}
      title={t('areas.focus.title')}
      subtitle={t('areas.focus.summary')}
      plans={t('areas.focus.plans')}
    />
  );
}
