import { useState } from 'react';
import type { TFunction } from 'i18next';
import { BottomSheet } from './bottom-sheet.tsx';
import { TextField } from './text-field.tsx';
import type { SafeParser } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useSheetSubmit } from '../../lib/use-sheet-submit.ts';

/** What a goal sheet says, already in the user's language. */
export interface GoalSheetTexts {
  title: string;
  field: string;
  hint: string;
  /** Under the field when the number is not a whole one from `min` to `max`. */
  invalid: string;
  save: string;
  saved: string;
  saveFailed: string;
  /** The failure's description when the server gives no translated reason. */
  fallback: string;
}

export interface GoalSheetProps {
  open: boolean;
  /** The goal shown when the sheet opens. */
  goal: number;
  min: number;
  max: number;
  texts: GoalSheetTexts;
  /** Stores the new goal (a profile preference) and refreshes what shows it. */
  save: (goal: number) => Promise<void>;
  onClose: () => void;
}

/** The texts of an area's goal sheet, from its catalogue's `goal.*` keys and `errors.generic`. */
export const goalSheetTexts = (t: TFunction): GoalSheetTexts => ({
  title: t('goal.sheetTitle'),
  field: t('goal.field'),
  hint: t('goal.hint'),
  invalid: t('goal.invalid'),
  save: t('goal.save'),
  saved: t('goal.saved'),
  saveFailed: t('goal.saveFailed'),
  fallback: t('errors.generic'),
});

const wholeBetween = (min: number, max: number, message: string): SafeParser<number> => ({
  safeParse(data) {
    const text = String(data).trim();
    const value = Number(text);
    return text !== '' && Number.isInteger(value) && value >= min && value <= max
      ? { success: true, data: value }
      : { success: false, error: { issues: [{ path: ['goal'], message }] } };
  },
});

/** A bottom sheet that changes one whole-number goal (weekly minutes, books a year): bad input changes nothing. */
export function GoalSheet({ open, goal, min, max, texts, save, onClose }: GoalSheetProps) {
  const [value, setValue] = useState(String(goal));
  const sheet = useSheetSubmit({
    schema: wholeBetween(min, max, texts.invalid),
    failure: { title: texts.saveFailed, fallback: texts.fallback },
    onDone: onClose,
    write: async (next) => {
      await save(next);
      toast({ title: texts.saved, variant: 'success' });
    },
  });

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        onClose();
        setValue(String(goal));
        sheet.setErrors({});
      }}
      title={texts.title}
      onSave={() => {
        if (!sheet.submitting) void sheet.submit(value);
      }}
      onCancel={() => undefined}
      saveLabel={texts.save}
      saveDisabled={sheet.submitting}
    >
      <TextField
        label={texts.field}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        hint={texts.hint}
        onChange={(event) => {
          setValue(event.target.value);
          sheet.clear('goal');
        }}
        error={sheet.message('goal')}
      />
    </BottomSheet>
  );
}
