import { useTranslation } from 'react-i18next';
import { NotificationPrompt } from '../../../components/ui/notification-prompt.tsx';

/** Offers system notifications for a session that ends while the app is hidden, until the user decides. */
export function SessionEndNotice() {
  const { t } = useTranslation('focus');
  return (
    <NotificationPrompt
      id="focus-notify-hint"
      message={() => t('notify.hint')}
      allowLabel={t('notify.allow')}
      onlyWhileUndecided
    />
  );
}
