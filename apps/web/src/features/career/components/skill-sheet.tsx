import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSkillInput, updateSkillInput, type Skill } from '@track-grow/domain/career';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useCreateSkill } from '../api/create-skill.ts';
import { useUpdateSkill } from '../api/update-skill.ts';
import { LevelSelect } from './level-select.tsx';
import { useLingering } from '../../../lib/use-lingering.ts';
import { saveRow } from '../save-row.ts';

export type SkillSheetState = { mode: 'create' } | { mode: 'edit'; skill: Skill };

const SERVER_FIELDS = ['name', 'category', 'level', 'targetLevel', 'notes'] as const;

/** Add or edit a skill in a bottom sheet. */
export function SkillSheet({ state, onClose }: { state: SkillSheetState | null; onClose: () => void }) {
  // The last state stays on screen while the sheet slides away.
  const shown = useLingering(state);
  if (!shown) return null;
  return (
    <SkillForm
      key={shown.mode === 'edit' ? shown.skill.id : 'new'}
      open={state !== null}
      skill={shown.mode === 'edit' ? shown.skill : null}
      onClose={onClose}
    />
  );
}

function SkillForm({ open, skill, onClose }: { open: boolean; skill: Skill | null; onClose: () => void }) {
  const { t } = useTranslation('career');
  const create = useCreateSkill();
  const update = useUpdateSkill();
  const [values, setValues] = useState({
    name: skill?.name ?? '',
    category: skill?.category ?? '',
    level: skill?.level ?? 1,
    targetLevel: skill?.targetLevel ?? 3,
    notes: skill?.notes ?? '',
  });
  const busy = create.isPending || update.isPending;
  const sheet = useSheetSubmit<unknown>({
    schema: skill ? updateSkillInput : createSkillInput,
    fields: SERVER_FIELDS,
    failure: { title: t('skillSheet.saveFailed'), fallback: t('errors.generic') },
    onDone: onClose,
    write: (data) =>
      saveRow(
        skill?.id,
        data,
        { create, update },
        {
          created: t('skillSheet.created'),
          updated: t('skillSheet.updated'),
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
      title={skill ? t('skillSheet.editTitle') : t('skillSheet.title')}
      onSave={() => {
        if (!busy)
          void sheet.submit({
            ...values,
            category: values.category.trim() === '' ? null : values.category,
            notes: values.notes.trim() === '' ? null : values.notes,
          });
      }}
      onCancel={() => undefined}
      saveLabel={busy ? t('sheet.saving') : t('sheet.save')}
      saveDisabled={busy}
    >
      <div className="grid gap-4" aria-busy={busy || undefined}>
        <TextField
          label={t('skillSheet.name')}
          value={values.name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => change({ name: event.target.value }, 'name')}
          error={sheet.message('name')}
        />
        <TextField
          label={t('skillSheet.category')}
          value={values.category}
          maxLength={40}
          placeholder={t('skillSheet.categoryPlaceholder')}
          onChange={(event) => change({ category: event.target.value }, 'category')}
          error={sheet.message('category')}
        />
        <div className="grid grid-cols-2 gap-3">
          <LevelSelect
            id="career-skill-level"
            label={t('skillSheet.level')}
            value={values.level}
            onChange={(level) => change({ level }, 'level')}
          />
          <LevelSelect
            id="career-skill-target"
            label={t('skillSheet.targetLevel')}
            value={values.targetLevel}
            onChange={(targetLevel) => change({ targetLevel }, 'targetLevel')}
          />
        </div>
        <FieldMessage error={sheet.message('level') ?? sheet.message('targetLevel')} />
        <TextareaField
          label={t('skillSheet.notes')}
          value={values.notes}
          maxLength={2000}
          rows={2}
          onChange={(event) => change({ notes: event.target.value }, 'notes')}
          error={sheet.message('notes')}
        />
      </div>
    </BottomSheet>
  );
}
