import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  notificationPermission,
  requestNotificationPermission,
  type NotificationState,
} from '../../../lib/notifications.ts';

/**
 * Under the Habits switch: whether habit reminders may also be system notifications. Permission is asked
 * only when the button is clicked, never on load.
 */
export function NotificationPermission({ id }: { id: string }) {
  const { t } = useTranslation('profileReminders');
  const [state, setState] = useState<NotificationState>(notificationPermission);
  const [asking, setAsking] = useState(false);

  const allow = async () => {
    setAsking(true);
    try {
      setState(await requestNotificationPermission());
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-muted/50 px-3 py-2.5">
      <p id={id} role="status" className="min-w-0 flex-1 basis-56 text-sm text-muted-foreground">
        {t(`notifications.${state}`)}
      </p>
      {state === 'default' ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={asking}
          aria-describedby={id}
          onClick={() => void allow()}
        >
          <BellRing aria-hidden="true" />
          {t('notifications.allow')}
        </Button>
      ) : null}
    </div>
  );
}
