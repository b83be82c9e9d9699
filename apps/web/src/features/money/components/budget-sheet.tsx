import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { budgetThresholdInput, type BudgetThreshold } from '@track-grow/domain/money';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSetBudgetThreshold } from '../api/set-budget-threshold.ts';
import { normalizeAmountInput } from '../amount-input.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';

interface BudgetSheetProps {
  open: boolean;
  onClose: () => void;
  threshold: BudgetThreshold | undefined;
}

/** Weekly (Monday to Sunday) and monthly spending limits; an empty field means no limit. */
export function BudgetSheet({ open, onClose, threshold }: BudgetSheetProps) {
  // A fresh form each time the sheet opens, starting from the saved limits.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setGeneration((n) => n + 1);
  }
  return <BudgetForm key={generation} open={open} onClose={onClose} threshold={threshold} />;
}

function BudgetForm({ open, onClose, threshold }: BudgetSheetProps) {
  const { t, i18n } = useTranslation('money');
  const save = useSetBudgetThreshold();
  const [weekly, setWeekly] = useState(threshold?.weeklyLimit ?? '');
  const [monthly, setMonthly] = useState(threshold?.monthlyLimit ?? '');
  const sheet = useSheetSubmit({
    schema: budgetThresholdInput,
    failure: { title: t('toast.saveFailed'), fallback: t('errors.generic') },
    onDone: onClose,
    write: async (values) => {
      await save.mutateAsync(values);
      toast({ title: t('toast.budgetSaved'), variant: 'success' });
    },
  });
  const error = (field: string) => sheet.message(field);

  const submit = () =>
    sheet.submit({
      weeklyLimit: normalizeAmountInput(weekly, i18n.language),
      monthlyLimit: normalizeAmountInput(monthly, i18n.language),
    });

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('budget.sheetTitle')}
      description={t('budget.sheetDescription')}
      onSave={() => {
        if (!save.isPending) void submit();
      }}
      onCancel={() => undefined}
      saveLabel={save.isPending ? t('form.saving') : t('form.save')}
      saveDisabled={save.isPending}
    >
      <div className="grid gap-5">
        <TextField
          label={t('budget.weeklyLimit')}
          hint={t('budget.weeklyHint')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('budget.noLimit')}
          value={weekly}
          onChange={(event) => setWeekly(event.target.value)}
          error={error('weeklyLimit')}
        />
        <TextField
          label={t('budget.monthlyLimit')}
          hint={t('budget.monthlyHint')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('budget.noLimit')}
          value={monthly}
          onChange={(event) => setMonthly(event.target.value)}
          error={error('monthlyLimit')}
        />
      </div>
    </BottomSheet>
  );
}
