import { useTranslation } from 'react-i18next';
import { ListTodo } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function TasksPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={ListTodo}
      title={t('areas.tasks.title')}
      subtitle={t('areas.tasks.summary')}
      plans={t('areas.tasks.plans')}
    />
  );
}
