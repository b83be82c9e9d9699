import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import {
  createGoalInput,
  goalProgress,
  goalStatuses,
  updateGoalInput,
  type Goal,
  type GoalStatus,
} from '@track-grow/domain/career';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useCreateGoal } from '../api/create-goal.ts';
import { useUpdateGoal } from '../api/update-goal.ts';
import { useLingering } from '../../../lib/use-lingering.ts';
import { saveRow } from '../save-row.ts';

export type GoalSheetState = { mode: 'create' } | { mode: 'edit'; goal: Goal };

interface MilestoneRow {
  key: string;
  id?: string;
  title: string;
  done: boolean;
}
interface GoalFormValues {
  title: string;
  description: string;
  targetDate: string;
  status: GoalStatus;
  progress: string;
  milestones: MilestoneRow[];
}

const SERVER_FIELDS = ['title', 'description', 'targetDate', 'status', 'progress', 'milestones'] as const;
let rowCounter = 0;
const rowKey = () => `m${++rowCounter}`;

function valuesOf(goal: Goal | null): GoalFormValues {
  return {
    title: goal?.title ?? '',
    description: goal?.description ?? '',
    targetDate: goal?.targetDate ?? '',
    status: goal?.status ?? 'not_started',
    progress: String(goal?.progress ?? 0),
    milestones: (goal?.milestones ?? []).map((m) => ({ key: rowKey(), ...m })),
  };
}

function payloadOf(values: GoalFormValues, editing: boolean) {
  // With milestones (or completed) the progress is the rule's, and the field is hidden: nothing to send.
  const hidden = values.milestones.length > 0 || values.status === 'completed';
  const progress = hidden ? undefined : values.progress.trim() === '' ? 0 : Number(values.progress);
  return {
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    targetDate: values.targetDate === '' ? (editing ? null : undefined) : values.targetDate,
    status: values.status,
    progress,
    milestones: values.milestones.map(({ id, title, done }) => (id ? { id, title, done } : { title, done })),
  };
}

/** Set or edit a goal and its milestones in a bottom sheet. */
export function GoalSheet({ state, onClose }: { state: GoalSheetState | null; onClose: () => void }) {
  // The last state stays on screen while the sheet slides away.
  const shown = useLingering(state);
  if (!shown) return null;
  return (
    <GoalForm
      key={shown.mode === 'edit' ? shown.goal.id : 'new'}
      open={state !== null}
      goal={shown.mode === 'edit' ? shown.goal : null}
      onClose={onClose}
    />
  );
}

function GoalForm({ open, goal, onClose }: { open: boolean; goal: Goal | null; onClose: () => void }) {
  const { t } = useTranslation('career');
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [values, setValues] = useState<GoalFormValues>(() => valuesOf(goal));
  const busy = create.isPending || update.isPending;
  const sheet = useSheetSubmit<unknown>({
    schema: goal ? updateGoalInput : createGoalInput,
    fields: SERVER_FIELDS,
    failure: { title: t('goalSheet.saveFailed'), fallback: t('errors.generic') },
    onDone: onClose,
    write: (data) =>
      saveRow(
        goal?.id,
        data,
        { create, update },
        {
          created: t('goalSheet.created'),
          updated: t('goalSheet.updated'),
        },
      ),
  });
  const error = (field: string) => sheet.message(field);
  const change = (patch: Partial<GoalFormValues>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    sheet.clear(...fields);
  };
  const changeRow = (index: number, patch: Partial<MilestoneRow>) =>
    change(
      { milestones: values.milestones.map((row, i) => (i === index ? { ...row, ...patch } : row)) },
      'milestones',
    );
  const followsMilestones = values.milestones.length > 0;
  const shownProgress = goalProgress({
    status: values.status,
    progress: Number(values.progress) || 0,
    milestones: values.milestones,
  });

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={goal ? t('goalSheet.editTitle') : t('goalSheet.title')}
      onSave={() => {
        if (!busy) void sheet.submit(payloadOf(values, goal !== null));
      }}
      onCancel={() => undefined}
      saveLabel={busy ? t('sheet.saving') : t('sheet.save')}
      saveDisabled={busy}
    >
      <div className="grid gap-4" aria-busy={busy || undefined}>
        <TextField
          label={t('goalSheet.name')}
          value={values.title}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value }, 'title')}
          error={error('title')}
        />
        <TextareaField
          label={t('goalSheet.description')}
          value={values.description}
          maxLength={2000}
          rows={2}
          onChange={(event) => change({ description: event.target.value }, 'description')}
          error={error('description')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('goalSheet.targetDate')}
            type="date"
            value={values.targetDate}
            onChange={(event) => change({ targetDate: event.target.value }, 'targetDate')}
            error={error('targetDate')}
          />
          <div className="grid content-start gap-1.5">
            <Label htmlFor="career-goal-status">{t('goalSheet.status')}</Label>
            <Select
              id="career-goal-status"
              value={values.status}
              options={goalStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
              onChange={(event) => change({ status: event.target.value as GoalStatus }, 'status', 'progress')}
            />
          </div>
        </div>
        {followsMilestones || values.status === 'completed' ? (
          <p className="text-sm text-muted-foreground">
            {t(followsMilestones ? 'goalSheet.progressFromMilestones' : 'goalSheet.progressCompleted', {
              value: shownProgress,
            })}
          </p>
        ) : (
          <TextField
            label={t('goalSheet.progress')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={values.progress}
            onChange={(event) => change({ progress: event.target.value }, 'progress')}
            error={error('progress')}
          />
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('goalSheet.milestones')}</legend>
          {values.milestones.map((row, index) => (
            <div key={row.key} className="flex items-end gap-2">
              <input
                type="checkbox"
                className="mb-3 size-5 shrink-0 accent-primary"
                aria-label={t('goalSheet.milestoneDone', { number: index + 1 })}
                checked={row.done}
                onChange={(event) => changeRow(index, { done: event.target.checked })}
              />
              <TextField
                className="flex-1"
                label={t('goalSheet.milestone', { number: index + 1 })}
                value={row.title}
                maxLength={200}
                autoComplete="off"
                onChange={(event) => changeRow(index, { title: event.target.value })}
              />
              <Button
                variant="ghost"
                size="icon"
                className="text-danger"
                aria-label={t('goalSheet.removeMilestone', { number: index + 1 })}
                onClick={() =>
                  change({ milestones: values.milestones.filter((_, i) => i !== index) }, 'milestones')
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <FieldMessage error={error('milestones')} />
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              change(
                { milestones: [...values.milestones, { key: rowKey(), title: '', done: false }] },
                'milestones',
              )
            }
          >
            <Plus aria-hidden="true" />
            {t('goalSheet.addMilestone')}
          </Button>
        </fieldset>
      </div>
    </BottomSheet>
  );
}
