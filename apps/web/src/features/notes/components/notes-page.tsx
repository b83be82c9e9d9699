import { useTranslation } from 'react-i18next';
import { NotebookPen } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function NotesPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={NotebookPen}
      title={t('areas.notes.title')}
      subtitle={t('areas.notes.summary')}
      plans={t('areas.notes.plans')}
    />
  );
}
