import { useState } from 'react';
import { BellRing } from 'lucide-react';
import {
  notificationPermission,
  requestNotificationPermission,
  type NotificationState,
} from '../../lib/notifications.ts';
import { Button } from './button.tsx';

interface NotificationPromptProps {
  id: string;
  /** What the current permission means here. */
  message: (state: NotificationState) => string;
  allowLabel: string;
  /** Shows only while the user has not decided (nothing once allowed, refused or unsupported). */
  onlyWhileUndecided?: boolean;
}

/** Whether system notifications may be shown, with an Allow button; permission is asked only on its click. */
export function NotificationPrompt({
  id,
  message,
  allowLabel,
  onlyWhileUndecided = false,
}: NotificationPromptProps) {
  const [state, setState] = useState<NotificationState>(notificationPermission);
  const [asking, setAsking] = useState(false);
  if (onlyWhileUndecided && state !== 'default') return null;

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
        {message(state)}
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
          {allowLabel}
        </Button>
      ) : null}
    </div>
  );
}
