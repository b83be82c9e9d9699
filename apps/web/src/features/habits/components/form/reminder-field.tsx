import { useId } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldMessage } from '../../../../components/ui/field-message.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';

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
      <FieldMessage id={messageId} error={error} hint={t('form.reminderHint')} />
    </div>
  );
}
