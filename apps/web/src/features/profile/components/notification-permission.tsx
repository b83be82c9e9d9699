import { useTranslation } from 'react-i18next';
import { NotificationPrompt } from '../../../components/ui/notification-prompt.tsx';

/**
 * Under the Habits switch: whether habit reminders may also be system notifications. Permission is asked
 * only when the button is clicked, never on load.
 */
export function NotificationPermission({ id }: { id: string }) {
  const { t } = useTranslation('profileReminders');
  return (
    <NotificationPrompt
      id={id}
      message={(state) => t(`notifications.${state}`)}
      allowLabel={t('notifications.allow')}
    />
  );
}
