import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import { ComingSoonPage } from '../../../components/ui/coming-soon.tsx';

export default function BooksPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={BookOpen}
      title={t('areas.books.title')}
      subtitle={t('areas.books.summary')}
      plans={t('areas.books.plans')}
    />
  );
}
