import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/spinner.tsx';

/** Shown while a lazy page loads: "Loading..." in English, "Caricamento..." in Italian (SPEC.md 2). */
export function PageFallback() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} />;
}
