import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import {
  createWorkoutInput,
  defaultWorkoutName,
  updateWorkoutInput,
  workoutDifficulties,
  workoutTypes,
  type Workout,
  type WorkoutDifficulty,
  type WorkoutType,
} from '@track-grow/domain/fitness';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useCreateWorkout } from '../api/create-workout.ts';
import { useUpdateWorkout } from '../api/update-workout.ts';
import {
  newExerciseRow,
  newWorkoutValues,
  shownCalories,
  withFullPaths,
  workoutPayload,
  workoutValues,
  type ExerciseRow,
  type WorkoutFormValues,
} from './workout-form-values.ts';
import { useLingering } from '../../../lib/use-lingering.ts';

export type WorkoutSheetState = { mode: 'create' } | { mode: 'edit'; workout: Workout };

const SERVER_FIELDS = [
  'name',
  'type',
  'duration',
  'difficulty',
  'calories',
  'date',
  'description',
  'exercises',
] as const;

/** Log a workout by hand, or edit one from the history, in a bottom sheet. */
export function WorkoutSheet({
  state,
  onClose,
  today,
}: {
  state: WorkoutSheetState | null;
  onClose: () => void;
  today: string;
}) {
  // The last state stays on screen while the sheet slides away.
  const shown = useLingering(state);
  if (!shown) return null;
  return (
    <WorkoutForm
      key={shown.mode === 'edit' ? shown.workout.id : 'new'}
      open={state !== null}
      workout={shown.mode === 'edit' ? shown.workout : null}
      today={today}
      onClose={onClose}
    />
  );
}

function WorkoutForm({
  open,
  workout,
  today,
  onClose,
}: {
  open: boolean;
  workout: Workout | null;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('fitness');
  const ids = useId();
  const create = useCreateWorkout();
  const update = useUpdateWorkout();
  const [values, setValues] = useState<WorkoutFormValues>(() =>
    workout ? workoutValues(workout) : newWorkoutValues(today),
  );
  const busy = create.isPending || update.isPending;
  const sheet = useSheetSubmit<unknown>({
    schema: withFullPaths(workout ? updateWorkoutInput : createWorkoutInput),
    // An empty date picker has no format to get wrong: say what is missing.
    explain: (errors) => (values.date === '' ? { ...errors, date: 'shared.dateRequired' } : errors),
    fields: SERVER_FIELDS,
    failure: { title: t('log.saveFailed'), fallback: t('errors.generic') },
    onDone: onClose,
    write: async (data) => {
      if (workout) {
        await update.mutateAsync({
          id: workout.id,
          input: data as Parameters<typeof update.mutateAsync>[0]['input'],
        });
        toast({ title: t('log.updated'), variant: 'success' });
      } else {
        await create.mutateAsync(data as Parameters<typeof create.mutateAsync>[0]);
        toast({ title: t('log.created'), variant: 'success' });
      }
    },
  });
  const error = (field: string) => sheet.message(field);

  const change = (patch: Partial<WorkoutFormValues>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    sheet.clear(...fields);
  };
  const changeRow = (index: number, patch: Partial<ExerciseRow>) => {
    setValues((current) => ({
      ...current,
      exercises: current.exercises.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
    sheet.clear(...Object.keys(patch).map((field) => `exercises.${index}.${field}`));
  };
  const removeRow = (index: number) => {
    setValues((current) => ({ ...current, exercises: current.exercises.filter((_, i) => i !== index) }));
    // Messages of later rows would point at the wrong row: they go until the next save.
    sheet.setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('exercises.'))),
    );
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={workout ? t('log.editTitle') : t('log.title')}
      onSave={() => {
        if (!busy) void sheet.submit(workoutPayload(values));
      }}
      onCancel={() => undefined}
      saveLabel={busy ? t('log.saving') : t('log.save')}
      saveDisabled={busy}
    >
      <div className="grid gap-4" aria-busy={busy || undefined}>
        <TextField
          label={t('log.name')}
          value={values.name}
          placeholder={defaultWorkoutName(values.type)}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => change({ name: event.target.value }, 'name')}
          error={error('name')}
        />
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-type`}>{t('log.type')}</Label>
            <Select
              id={`${ids}-type`}
              value={values.type}
              options={workoutTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
              onChange={(event) => change({ type: event.target.value as WorkoutType }, 'type')}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-difficulty`}>{t('log.difficulty')}</Label>
            <Select
              id={`${ids}-difficulty`}
              value={values.difficulty}
              options={workoutDifficulties.map((value) => ({ value, label: t(`difficulties.${value}`) }))}
              onChange={(event) =>
                change({ difficulty: event.target.value as WorkoutDifficulty }, 'difficulty')
              }
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('log.duration')}
            type="number"
            inputMode="numeric"
            min={1}
            value={values.duration}
            onChange={(event) => change({ duration: event.target.value }, 'duration', 'calories')}
            error={error('duration')}
          />
          <TextField
            label={t('log.calories')}
            type="number"
            inputMode="numeric"
            min={0}
            value={shownCalories(values)}
            hint={values.caloriesEdited ? undefined : t('log.caloriesHint')}
            onChange={(event) => change({ calories: event.target.value, caloriesEdited: true }, 'calories')}
            error={error('calories')}
          />
        </div>
        <TextField
          label={t('log.date')}
          type="date"
          value={values.date}
          max={today}
          onChange={(event) => change({ date: event.target.value }, 'date')}
          error={error('date')}
        />
        <TextareaField
          label={t('log.description')}
          value={values.description}
          maxLength={1000}
          rows={2}
          className="[&_textarea]:min-h-16"
          onChange={(event) => change({ description: event.target.value }, 'description')}
          error={error('description')}
        />

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('log.exercises')}</legend>
          {values.exercises.map((row, index) => (
            <ExerciseFields
              key={row.key}
              row={row}
              number={index + 1}
              error={(field) => error(`exercises.${index}.${field}`)}
              onChange={(patch) => changeRow(index, patch)}
              onRemove={() => removeRow(index)}
            />
          ))}
          <FieldMessage error={error('exercises')} />
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => change({ exercises: [...values.exercises, newExerciseRow()] }, 'exercises')}
          >
            <Plus aria-hidden="true" />
            {t('log.addExercise')}
          </Button>
        </fieldset>
      </div>
    </BottomSheet>
  );
}

function ExerciseFields({
  row,
  number,
  error,
  onChange,
  onRemove,
}: {
  row: ExerciseRow;
  number: number;
  error: (field: keyof ExerciseRow) => string | undefined;
  onChange: (patch: Partial<ExerciseRow>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('fitness');
  return (
    <div
      role="group"
      aria-label={t('log.exercise', { number })}
      className="grid gap-3 rounded-2xl border border-border p-3"
    >
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t('log.exerciseName')}
          value={row.name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => onChange({ name: event.target.value })}
          error={error('name')}
        />
        <Button
          variant="ghost"
          size="icon"
          className="text-danger"
          aria-label={t('log.removeExercise', { number })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <TextField
          label={t('log.sets')}
          type="number"
          inputMode="numeric"
          min={1}
          value={row.sets}
          onChange={(event) => onChange({ sets: event.target.value })}
          error={error('sets')}
        />
        <TextField
          label={t('log.reps')}
          type="number"
          inputMode="numeric"
          min={1}
          value={row.reps}
          onChange={(event) => onChange({ reps: event.target.value })}
          error={error('reps')}
        />
        <TextField
          label={t('log.weight')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={row.weightKg}
          onChange={(event) => onChange({ weightKg: event.target.value })}
          error={error('weightKg')}
        />
      </div>
    </div>
  );
}
