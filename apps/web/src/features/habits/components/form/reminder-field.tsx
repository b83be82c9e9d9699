import { useId } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { cn } from '../../../../lib/utils.ts';

/** An optional time of day, with a button to clear it. */
export function ReminderField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('habits');
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('form.reminderTime')}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="time"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className="flex-1"
        />
        {value ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('form.clearReminder')}
            onClick={() => onChange('')}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <p
        id={messageId}
        className={cn('text-sm', error ? 'font-medium text-danger' : 'text-muted-foreground')}
      >
        {error ?? t('form.reminderHint')}
      </p>
    </div>
  );
}
