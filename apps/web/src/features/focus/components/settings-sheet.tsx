import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import {
  timerSettingsSchema,
  timerSounds,
  type TimerSettings,
  type TimerSound,
} from '@track-grow/domain/focus';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useUpdateUser } from '../../../lib/use-update-user.ts';
import { cn } from '../../../lib/utils.ts';
import { soundPlayer } from '../sounds.ts';
import { SoundTest } from './sound-test.tsx';

const numberFields = [
  { key: 'focusDuration', max: 120 },
  { key: 'shortBreakDuration', max: 30 },
  { key: 'longBreakDuration', max: 60 },
  { key: 'longBreakAfter', max: 12 },
  { key: 'slots', max: 12 },
] as const;
type NumberField = (typeof numberFields)[number]['key'];

const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

interface SettingsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: TimerSettings;
  /** Applies valid settings to the running pomodoro. */
  onApply: (settings: TimerSettings) => void;
}

/**
 * The timer settings (SPEC.md 3 and 5): durations, long break after, slots and sound. Valid settings apply to
 * the timer at once and are saved to the account (preferences.timerSettings); bad input changes nothing.
 */
export function SettingsSheet({ open, onOpenChange, settings, onApply }: SettingsSheetProps) {
  const { t } = useTranslation('focus');
  const updateUser = useUpdateUser();
  const [values, setValues] = useState<Record<NumberField, string>>(() => ({
    focusDuration: String(settings.focusDuration),
    shortBreakDuration: String(settings.shortBreakDuration),
    longBreakDuration: String(settings.longBreakDuration),
    longBreakAfter: String(settings.longBreakAfter),
    slots: String(settings.slots),
  }));
  const [soundId, setSoundId] = useState<TimerSound>(settings.soundId);

  const sheet = useSheetSubmit({
    schema: timerSettingsSchema,
    // The schema's own messages are zod's: each field says its range in the user's language instead.
    explain: (errors) =>
      Object.fromEntries(
        Object.keys(errors).map((field) => [
          field,
          t(`settings.errors.${field}`, { defaultValue: errors[field] }),
        ]),
      ) as FieldErrors,
    failure: { title: t('settings.saveFailed'), fallback: t('settings.tryAgain') },
    onDone: () => onOpenChange(false),
    write: async (data) => {
      onApply(data);
      await updateUser.mutateAsync({ preferences: { timerSettings: data } });
      toast({ variant: 'success', title: t('settings.saved') });
    },
  });

  const submit = () =>
    void sheet.submit({
      ...Object.fromEntries(numberFields.map(({ key }) => [key, asNumber(values[key])])),
      soundId,
    });

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      description={t('settings.description')}
      onSave={submit}
      onCancel={() => undefined}
      saveLabel={sheet.submitting ? t('settings.saving') : t('settings.save')}
      saveDisabled={sheet.submitting}
    >
      <div className="grid gap-5">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {numberFields.map(({ key, max }) => (
            <TextField
              key={key}
              label={t(`settings.${key}`)}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              value={values[key]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [key]: event.target.value }));
                sheet.clear(key);
              }}
              error={sheet.message(key)}
              hint={key === 'longBreakAfter' ? t('settings.longBreakAfterHint') : undefined}
            />
          ))}
        </div>
        <p className="-mt-2 text-sm text-muted-foreground">{t('settings.slotsHint')}</p>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('settings.sound')}</legend>
          {timerSounds.map((sound) => {
            const name = t(`sounds.${sound}.name`);
            return (
              <div
                key={sound}
                className={cn(
                  'flex items-center gap-3 rounded-xl border p-3 transition-colors',
                  soundId === sound ? 'border-primary bg-primary/5' : 'border-border',
                )}
              >
                <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name="focus-sound"
                    value={sound}
                    checked={soundId === sound}
                    onChange={() => {
                      setSoundId(sound);
                      sheet.clear('soundId');
                    }}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{name}</span>
                    <span className="text-sm text-muted-foreground">{t(`sounds.${sound}.description`)}</span>
                  </span>
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => void soundPlayer().play(sound)}
                  aria-label={t('settings.preview', { name })}
                >
                  <Play aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          <FieldMessage error={sheet.message('soundId')} />
        </fieldset>
        <SoundTest sound={soundId} />
      </div>
    </BottomSheet>
  );
}
