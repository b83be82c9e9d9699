import { useState, type FormEvent } from 'react';
import { Palmtree, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createVacationInput, type Vacation } from '@track-grow/domain/habits';
import { BottomSheet } from '../../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useCreateVacation } from '../../api/create-vacation.ts';
import { useDeleteVacation } from '../../api/delete-vacation.ts';
import { useVacations } from '../../api/get-vacations.ts';
import { shortDay } from '../../format.ts';
import { errorMessage } from '../../../../lib/server-errors.ts';
import { useSheetSubmit } from '../../../../lib/use-sheet-submit.ts';

/** Vacation mode: pick two dates and every habit pauses between them; past and planned vacations below. */
export function VacationSheet({
  open,
  onOpenChange,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
}) {
  const { t } = useTranslation('habits');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('vacation.title')}
      description={t('vacation.explain')}
    >
      <VacationForm today={today} />
      <VacationList today={today} />
    </BottomSheet>
  );
}

function VacationForm({ today }: { today: string }) {
  const { t } = useTranslation('habits');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const create = useCreateVacation();
  const sheet = useSheetSubmit({
    schema: createVacationInput,
    failure: { title: t('vacation.addFailed'), fallback: t('errors.tryAgain') },
    write: async (data) => {
      await create.mutateAsync(data);
      toast({ variant: 'success', title: t('vacation.added') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sheet.submit({ startDate, endDate });
  };
  const message = (field: string) => sheet.message(field);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-2xl border border-border bg-card p-4">
      <div className="grid gap-3 min-[420px]:grid-cols-2 [&>*]:min-w-0">
        <TextField
          label={t('vacation.start')}
          type="date"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          error={message('startDate')}
        />
        <TextField
          label={t('vacation.end')}
          type="date"
          value={endDate}
          min={startDate || undefined}
          onChange={(event) => setEndDate(event.target.value)}
          error={message('endDate')}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        <Palmtree aria-hidden="true" />
        {create.isPending ? t('saving') : t('vacation.add')}
      </Button>
    </form>
  );
}

function VacationList({ today }: { today: string }) {
  const { t, i18n } = useTranslation('habits');
  const vacations = useVacations();
  const remove = useDeleteVacation();

  const label = (v: Vacation) =>
    v.startDate === v.endDate
      ? shortDay(v.startDate, i18n.language)
      : t('vacation.range', {
          start: shortDay(v.startDate, i18n.language),
          end: shortDay(v.endDate, i18n.language),
        });
  const when = (v: Vacation) =>
    v.endDate < today ? t('vacation.past') : v.startDate > today ? t('vacation.planned') : t('vacation.now');

  const onDelete = (v: Vacation) =>
    remove.mutate(v.id, {
      onSuccess: () => toast({ variant: 'success', title: t('vacation.deleted') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('vacation.deleteFailed'),
          description: errorMessage(error, t('errors.tryAgain')),
        }),
    });

  return (
    <section aria-labelledby="vacations-list" className="mt-5 grid gap-2">
      <h3 id="vacations-list" className="text-sm font-semibold">
        {t('vacation.listTitle')}
      </h3>
      {vacations.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : vacations.isError ? (
        <p className="text-sm text-danger">{t('errors.loadFailed')}</p>
      ) : vacations.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('vacation.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {vacations.data.map((v) => (
            <li key={v.id} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2">
              <span className="grid flex-1 gap-0.5">
                <span className="text-sm font-medium">{label(v)}</span>
                <span className="text-xs text-muted-foreground">{when(v)}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('vacation.delete', { range: label(v) })}
                disabled={remove.isPending && remove.variables === v.id}
                onClick={() => onDelete(v)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
