import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createAchievementInput,
  updateAchievementInput,
  type Achievement,
  type Goal,
} from '@track-grow/domain/career';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useCreateAchievement } from '../api/create-achievement.ts';
import { useUpdateAchievement } from '../api/update-achievement.ts';
import { useLingering } from '../../../lib/use-lingering.ts';
import { saveRow } from '../save-row.ts';

export type AchievementSheetState = { mode: 'create' } | { mode: 'edit'; achievement: Achievement };

const SERVER_FIELDS = ['title', 'date', 'description', 'goalId'] as const;

/** Log or edit an achievement, optionally for one of the goals, in a bottom sheet. */
export function AchievementSheet({
  state,
  goals,
  today,
  onClose,
}: {
  state: AchievementSheetState | null;
  goals: readonly Goal[];
  today: string;
  onClose: () => void;
}) {
  // The last state stays on screen while the sheet slides away.
  const shown = useLingering(state);
  if (!shown) return null;
  return (
    <AchievementForm
      key={shown.mode === 'edit' ? shown.achievement.id : 'new'}
      open={state !== null}
      achievement={shown.mode === 'edit' ? shown.achievement : null}
      goals={goals}
      today={today}
      onClose={onClose}
    />
  );
}

function AchievementForm({
  open,
  achievement,
  goals,
  today,
  onClose,
}: {
  open: boolean;
  achievement: Achievement | null;
  goals: readonly Goal[];
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('career');
  const create = useCreateAchievement();
  const update = useUpdateAchievement();
  const [values, setValues] = useState({
    title: achievement?.title ?? '',
    date: achievement?.date ?? today,
    description: achievement?.description ?? '',
    goalId: achievement?.goalId ?? '',
  });
  const busy = create.isPending || update.isPending;
  const sheet = useSheetSubmit<unknown>({
    schema: achievement ? updateAchievementInput : createAchievementInput,
    explain: (errors) => (values.date === '' ? { ...errors, date: 'shared.dateRequired' } : errors),
    fields: SERVER_FIELDS,
    failure: { title: t('achievementSheet.saveFailed'), fallback: t('errors.generic') },
    onDone: onClose,
    write: (data) =>
      saveRow(
        achievement?.id,
        data,
        { create, update },
        {
          created: t('achievementSheet.created'),
          updated: t('achievementSheet.updated'),
        },
      ),
  });
  const change = (patch: Partial<typeof values>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    sheet.clear(...fields);
  };
  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={achievement ? t('achievementSheet.editTitle') : t('achievementSheet.title')}
      onSave={() => {
        if (!busy)
          void sheet.submit({
            ...values,
            description: values.description.trim() === '' ? null : values.description,
            goalId: values.goalId === '' ? null : values.goalId,
          });
      }}
      onCancel={() => undefined}
      saveLabel={busy ? t('sheet.saving') : t('sheet.save')}
      saveDisabled={busy}
    >
      <div className="grid gap-4" aria-busy={busy || undefined}>
        <TextField
          label={t('achievementSheet.name')}
          value={values.title}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value }, 'title')}
          error={sheet.message('title')}
        />
        <TextField
          label={t('achievementSheet.date')}
          type="date"
          value={values.date}
          onChange={(event) => change({ date: event.target.value }, 'date')}
          error={sheet.message('date')}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="career-achievement-goal">{t('achievementSheet.goal')}</Label>
          <Select
            id="career-achievement-goal"
            value={values.goalId}
            options={[
              { value: '', label: t('achievementSheet.noGoal') },
              ...goals.map((goal) => ({ value: goal.id, label: goal.title })),
            ]}
            onChange={(event) => change({ goalId: event.target.value }, 'goalId')}
          />
          <FieldMessage error={sheet.message('goalId')} />
        </div>
        <TextareaField
          label={t('achievementSheet.description')}
          value={values.description}
          maxLength={2000}
          rows={2}
          onChange={(event) => change({ description: event.target.value }, 'description')}
          error={sheet.message('description')}
        />
      </div>
    </BottomSheet>
  );
}
