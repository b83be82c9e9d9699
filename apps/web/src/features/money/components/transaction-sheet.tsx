import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import {
  createTransactionInput,
  updateTransactionInput,
  type Transaction,
  type TransactionType,
} from '@track-grow/domain/money';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateTransaction } from '../api/create-transaction.ts';
import { useDeleteTransaction } from '../api/delete-transaction.ts';
import { useUpdateTransaction } from '../api/update-transaction.ts';
import { CategoryPicker } from './category-picker.tsx';
import { TypeSwitch } from './type-switch.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { normalizeAmountInput } from '../amount-input.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useLingering } from '../../../lib/use-lingering.ts';

export type TransactionSheetState =
  { mode: 'create'; type: TransactionType } | { mode: 'edit'; transaction: Transaction };

interface TransactionSheetProps {
  state: TransactionSheetState | null;
  onClose: () => void;
  today: string;
  /** The user's own categories (from their transactions), offered after the defaults. */
  ownCategories: readonly string[];
}

/** Add or edit an income or expense in a bottom sheet: amount, date, category, description; delete when editing. */
export function TransactionSheet({ state, onClose, today, ownCategories }: TransactionSheetProps) {
  // The last state stays on screen while the sheet slides away.
  const shown = useLingering(state);
  if (!shown) return null;
  return (
    <TransactionForm
      key={shown.mode === 'edit' ? shown.transaction.id : `new-${shown.type}`}
      open={state !== null}
      initial={shown.mode === 'edit' ? shown.transaction : null}
      initialType={shown.mode === 'create' ? shown.type : shown.transaction.type}
      today={today}
      ownCategories={ownCategories}
      onClose={onClose}
    />
  );
}

interface TransactionFormProps {
  open: boolean;
  initial: Transaction | null;
  initialType: TransactionType;
  today: string;
  ownCategories: readonly string[];
  onClose: () => void;
}

function TransactionForm({
  open,
  initial,
  initialType,
  today,
  ownCategories,
  onClose,
}: TransactionFormProps) {
  const { t, i18n } = useTranslation('money');
  const ids = useId();
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const remove = useDeleteTransaction();
  const [type, setType] = useState<TransactionType>(initial?.type ?? initialType);
  const [amount, setAmount] = useState(initial?.amount ?? '');
  const [date, setDate] = useState(initial?.date ?? today);
  const [category, setCategory] = useState(
    initial?.category ?? (initialType === 'income' ? 'Salary' : 'Food'),
  );
  const [description, setDescription] = useState(initial?.description ?? '');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = create.isPending || update.isPending || remove.isPending;
  const values = {
    type,
    amount: normalizeAmountInput(amount, i18n.language),
    date,
    category,
    description: description.trim() === '' ? null : description,
  };
  const sheet = useSheetSubmit({
    schema: initial ? updateTransactionInput : createTransactionInput,
    // An empty date picker has no format to get wrong: say what is missing.
    explain: (errors) => (date === '' ? { ...errors, date: 'shared.dateRequired' } : errors),
    failure: { title: t('toast.saveFailed'), fallback: t('errors.generic') },
    onDone: onClose,
    write: async () => {
      if (initial) {
        await update.mutateAsync({ id: initial.id, input: values });
        toast({ title: t('toast.updated'), variant: 'success' });
      } else {
        await create.mutateAsync(values);
        toast({
          title: type === 'income' ? t('toast.incomeAdded') : t('toast.expenseAdded'),
          variant: 'success',
        });
      }
    },
  });
  const errors = sheet.errors;
  const error = (field: string) => sheet.message(field);

  const save = () => sheet.submit(values);

  const confirmDelete = async () => {
    if (!initial) return;
    try {
      await remove.mutateAsync(initial.id);
      toast({ title: t('toast.deleted'), variant: 'success' });
      onClose();
    } catch (failure) {
      toast({
        title: t('toast.deleteFailed'),
        description: errorMessage(failure, t('errors.generic')),
        variant: 'destructive',
      });
    }
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={initial ? t('form.editTitle') : t('form.addTitle')}
      onSave={() => {
        if (!busy) void save();
      }}
      onCancel={() => undefined}
      saveLabel={busy ? t('form.saving') : t('form.save')}
      saveDisabled={busy}
    >
      <div className="grid gap-5" aria-busy={busy || undefined}>
        <TypeSwitch value={type} onChange={setType} />

        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-amount`}>{t('form.amount')}</Label>
          <Input
            id={`${ids}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${ids}-amount-error` : undefined}
            className="h-14 text-2xl font-semibold tabular-nums sm:text-2xl"
            autoFocus={!initial}
          />
          <FieldMessage id={`${ids}-amount-error`} error={error('amount')} />
        </div>

        <TextField
          label={t('form.date')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={error('date')}
        />

        <CategoryPicker
          value={category}
          onChange={setCategory}
          type={type}
          ownCategories={ownCategories}
          error={error('category')}
        />

        <TextField
          label={t('form.note')}
          hint={t('form.noteHint')}
          value={description}
          maxLength={240}
          onChange={(event) => setDescription(event.target.value)}
          error={error('description')}
        />

        {initial ? (
          confirmingDelete ? (
            <div
              role="group"
              aria-label={t('form.deleteConfirm')}
              className="grid gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 p-4"
            >
              <p className="text-sm font-medium">{t('form.deleteConfirm')}</p>
              <div className="grid grid-cols-2 gap-2">
                <Button variant="outline" onClick={() => setConfirmingDelete(false)}>
                  {t('form.keep')}
                </Button>
                <Button variant="destructive" disabled={busy} onClick={() => void confirmDelete()}>
                  <Trash2 aria-hidden="true" />
                  {t('form.delete')}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              variant="ghost"
              className="justify-self-start text-danger"
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 aria-hidden="true" />
              {t('form.delete')}
            </Button>
          )
        ) : null}
      </div>
    </BottomSheet>
  );
}
