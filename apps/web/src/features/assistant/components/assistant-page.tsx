import { useTranslation } from 'react-i18next';
import { Bot } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function AssistantPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={Bot}
      title={t('areas.assistant.title')}
      subtitle={t('areas.assistant.summary')}
      plans={t('areas.assistant.plans')}
    />
  );
}
