import { useCallback, useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createHabitInput, updateHabitInput, type Habit } from '@track-grow/domain/habits';
import { BottomSheet } from '../../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldMessage } from '../../../../components/ui/field-message.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useCreateHabit } from '../../api/create-habit.ts';
import { useUpdateHabit } from '../../api/update-habit.ts';
import { DeleteHabitDialog } from '../delete-habit-dialog.tsx';
import { ColorPicker } from './color-picker.tsx';
import { habitPayload, habitValues, newHabitValues, type HabitFormValues } from './habit-form-values.ts';
import { IconPicker } from './icon-picker.tsx';
import { ReminderField } from './reminder-field.tsx';
import { ScheduleField } from './schedule-field.tsx';
import { errorMessage, translateError } from '../../../../lib/server-errors.ts';
import { useSheetSubmit } from '../../../../lib/use-sheet-submit.ts';
import { useLingering } from '../../../../lib/use-lingering.ts';

export type HabitFormTarget = { mode: 'create' } | { mode: 'edit'; habit: Habit };

interface HabitFormSheetProps {
  target: HabitFormTarget | null;
  onOpenChange: (open: boolean) => void;
  weekStart: number;
  /** After a delete (the habit's page then has nothing to show). */
  onDeleted?: () => void;
}

/** Create or edit a habit in a bottom sheet; edit also archives (or restores) and deletes. */
export function HabitFormSheet({ target, onOpenChange, weekStart, onDeleted }: HabitFormSheetProps) {
  const { t } = useTranslation('habits');
  // The last target stays on screen while the sheet slides away.
  const shown = useLingering(target);
  const submitRef = useRef<(() => void) | null>(null);
  const [pending, setPending] = useState(false);
  const editing = shown?.mode === 'edit' ? shown.habit : null;

  return (
    <BottomSheet
      open={target !== null}
      onOpenChange={onOpenChange}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      onSave={() => submitRef.current?.()}
      onCancel={() => undefined}
      saveLabel={pending ? t('saving') : editing ? t('form.saveEdit') : t('form.saveCreate')}
      saveDisabled={pending}
    >
      {shown ? (
        <HabitForm
          habit={editing}
          weekStart={weekStart}
          submitRef={submitRef}
          onPendingChange={setPending}
          onDone={() => onOpenChange(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </BottomSheet>
  );
}

interface HabitFormProps {
  habit: Habit | null;
  weekStart: number;
  submitRef: MutableRefObject<(() => void) | null>;
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
  onDeleted?: (() => void) | undefined;
}

/** The fields (mounted with each opening, so each starts fresh), checked with the domain's schemas. */
function HabitForm({ habit, weekStart, submitRef, onPendingChange, onDone, onDeleted }: HabitFormProps) {
  const { t } = useTranslation('habits');
  const ids = { icon: useId(), color: useId(), schedule: useId(), error: useId() };
  const [values, setValues] = useState<HabitFormValues>(() =>
    habit ? habitValues(habit) : newHabitValues(),
  );
  const [showErrors, setShowErrors] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const create = useCreateHabit();
  const update = useUpdateHabit();
  const pending = create.isPending || update.isPending;
  // The write sends the form's payload; the schema of an edit or a new habit only checks it.
  const sheet = useSheetSubmit<unknown>({
    schema: habit ? updateHabitInput : createHabitInput,
    failure: { title: t('form.saveFailed'), fallback: t('errors.tryAgain') },
    onRefused: () => setShowErrors((count) => count + 1),
    onDone,
    write: async () => {
      const payload = habitPayload(values);
      if (habit) {
        const saved = await update.mutateAsync({ habitId: habit.id, input: payload });
        toast({ variant: 'success', title: t('form.saved', { name: saved.name }) });
      } else {
        const saved = await create.mutateAsync(payload);
        toast({ variant: 'success', title: t('form.created', { name: saved.name }) });
      }
    },
  });
  const { errors, setErrors } = sheet;

  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  // After a refused save, bring the first field with a message into view (and focus it when it is an input).
  useEffect(() => {
    if (showErrors === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (first instanceof HTMLInputElement) first.focus({ preventScroll: true });
  }, [showErrors]);

  const change = useCallback(
    (patch: Partial<HabitFormValues>) => {
      setValues((current) => ({ ...current, ...patch }));
      // A field's message goes once the field changes; the rest stay until the next save.
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(patch)) {
          delete next[key];
          if (key === 'scheduleKind' || key === 'days' || key === 'count') delete next.schedule;
        }
        return next;
      });
    },
    [setErrors],
  );
  // Stable handlers keep the 40-icon and colour grids from re-rendering on every keystroke.
  const changeIcon = useCallback((icon: string) => change({ icon }), [change]);
  const changeColor = useCallback((color: string) => change({ color }), [change]);

  const submit = () => void sheet.submit(habitPayload(values));

  useEffect(() => {
    submitRef.current = submit;
  });

  const archive = (archived: boolean) => {
    if (!habit) return;
    update.mutate(
      { habitId: habit.id, input: { archived } },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: t(archived ? 'archive.archived' : 'archive.restored', { name: habit.name }),
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('archive.failed'),
            description: errorMessage(error, t('errors.tryAgain')),
          }),
      },
    );
  };

  const message = (field: string) => (errors[field] ? translateError(errors[field]) : undefined);
  const fieldError = (field: string, id: string) => (
    <FieldMessage id={id} data-field-error error={message(field)} />
  );

  return (
    <div ref={container} className="grid gap-5">
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
        placeholder={t('form.namePlaceholder')}
        autoComplete="off"
        maxLength={120}
        error={message('name')}
      />

      <div className="grid gap-2">
        <Label asChild>
          <span id={ids.icon}>{t('form.icon')}</span>
        </Label>
        <IconPicker
          value={values.icon}
          color={values.color}
          onChange={changeIcon}
          labelledBy={ids.icon}
          describedBy={message('icon') ? `${ids.error}-icon` : undefined}
        />
        {fieldError('icon', `${ids.error}-icon`)}
      </div>

      <div className="grid gap-2">
        <Label asChild>
          <span id={ids.color}>{t('form.color')}</span>
        </Label>
        <ColorPicker
          value={values.color}
          onChange={changeColor}
          labelledBy={ids.color}
          describedBy={message('color') ? `${ids.error}-color` : undefined}
        />
        {fieldError('color', `${ids.error}-color`)}
      </div>

      <div className="grid gap-2">
        <Label asChild>
          <span id={ids.schedule}>{t('form.schedule')}</span>
        </Label>
        <ScheduleField
          values={values}
          weekStart={weekStart}
          onChange={change}
          labelledBy={ids.schedule}
          describedBy={message('schedule') ? `${ids.error}-schedule` : undefined}
        />
        {fieldError('schedule', `${ids.error}-schedule`)}
      </div>

      <TextField
        label={t('form.targetMinutes')}
        inputMode="numeric"
        value={values.targetMinutes}
        onChange={(event) => change({ targetMinutes: event.target.value })}
        placeholder={t('form.targetPlaceholder')}
        autoComplete="off"
        hint={t('form.targetHint')}
        error={message('targetMinutes')}
      />

      <ReminderField
        value={values.reminderTime}
        onChange={(reminderTime) => change({ reminderTime })}
        error={message('reminderTime')}
      />

      {habit ? (
        <div className="grid gap-2 border-t border-border pt-4 sm:grid-cols-2">
          <Button variant="outline" onClick={() => archive(habit.archivedAt === null)} disabled={pending}>
            {habit.archivedAt === null ? (
              <Archive aria-hidden="true" />
            ) : (
              <ArchiveRestore aria-hidden="true" />
            )}
            {habit.archivedAt === null ? t('archive.action') : t('archive.restore')}
          </Button>
          <Button
            variant="ghost"
            className="text-danger hover:text-danger"
            onClick={() => setDeleting(habit)}
          >
            <Trash2 aria-hidden="true" />
            {t('delete.button')}
          </Button>
          <p className="text-xs text-muted-foreground sm:col-span-2">{t('archive.hint')}</p>
        </div>
      ) : null}

      <DeleteHabitDialog
        habit={deleting}
        onOpenChange={(next) => !next && setDeleting(null)}
        onDeleted={() => {
          onDone();
          onDeleted?.();
        }}
      />
    </div>
  );
}
