import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Moon } from 'lucide-react';
import {
  goalProgress,
  upsertWellnessInput,
  WELLNESS_GOALS,
  type WellnessEntry,
} from '@track-grow/domain/wellness';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useDeleteWellness } from '../api/delete-wellness.ts';
import { useLogWellness } from '../api/log-wellness.ts';
import { formatMeasure } from '../format.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { RatingNumbers } from '../../../components/ui/rating-faces.tsx';

const NUMBER_FIELDS = ['sleepHours', 'meditationMinutes', 'steps'] as const;
const RATING_FIELDS = ['sleepQuality', 'energy', 'stress'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type RatingField = (typeof RATING_FIELDS)[number];
const FIELDS = [...NUMBER_FIELDS, ...RATING_FIELDS, 'date'] as const;

const textOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** An empty box clears the measure; anything else goes to the schema as a number (NaN is refused there). */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * The day's measures but water (its own tap): sleep with its goal, quality, meditation, steps, energy and
 * stress. Saving writes them into the day; the water count is left as the taps made it.
 */
export function DayForm({ day, entry }: { day: string; entry: WellnessEntry | undefined }) {
  const { t, i18n } = useTranslation('wellness');
  const ids = useId();
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    sleepHours: textOf(entry?.sleepHours),
    meditationMinutes: textOf(entry?.meditationMinutes),
    steps: textOf(entry?.steps),
  });
  const [ratings, setRatings] = useState<Record<RatingField, number | null>>({
    sleepQuality: entry?.sleepQuality ?? null,
    energy: entry?.energy ?? null,
    stress: entry?.stress ?? null,
  });
  const logDay = useLogWellness();
  const deleteDay = useDeleteWellness();
  const form = useSheetSubmit({
    schema: upsertWellnessInput,
    fields: FIELDS,
    write: async (data) => {
      await logDay.mutateAsync(data);
      toast({ title: t('form.saved'), variant: 'success' });
    },
    failure: { title: t('form.failed'), fallback: t('form.tryAgain') },
  });

  const sleep = entry?.sleepHours ?? null;
  const sleepGoal = WELLNESS_GOALS.sleepHours;
  const sleepText = t('goals.sleepValue', {
    value: formatMeasure(sleep ?? 0, i18n.language),
    goal: sleepGoal,
  });
  const savedId = entry && !entry.id.startsWith('optimistic-') ? entry.id : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit({
      date: day,
      sleepHours: numberOf(numbers.sleepHours),
      meditationMinutes: numberOf(numbers.meditationMinutes),
      steps: numberOf(numbers.steps),
      ...ratings,
    });
  };
  const onDelete = () => {
    if (!savedId) return;
    deleteDay.mutate(savedId, {
      onSuccess: () => {
        setNumbers({ sleepHours: '', meditationMinutes: '', steps: '' });
        setRatings({ sleepQuality: null, energy: null, stress: null });
        toast({ title: t('form.deleted'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('form.deleteFailed'),
          description: errorMessage(error, t('form.tryAgain')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`} className="flex items-center gap-2">
          <Moon aria-hidden="true" className="size-5 text-indigo-500" />
          {t('form.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <ProgressBar
              animated
              label={t('goals.sleep')}
              percent={goalProgress(sleep, sleepGoal)}
              valueText={sleepText}
            />
            <p className="flex justify-between gap-3 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{t('goals.sleep')}</span>
              <span>{sleep !== null && sleep >= sleepGoal ? t('goals.reached') : sleepText}</span>
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {NUMBER_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`measures.${field}`)}
                inputMode={field === 'sleepHours' ? 'decimal' : 'numeric'}
                value={numbers[field]}
                error={form.message(field)}
                onChange={(event) => {
                  const value = event.target.value;
                  setNumbers((current) => ({ ...current, [field]: value }));
                  form.clear(field);
                }}
              />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {RATING_FIELDS.map((field) => (
              <RatingNumbers
                key={field}
                legend={t(`measures.${field}`)}
                labelOf={(rating) => t('rating.value', { value: rating })}
                value={ratings[field]}
                error={form.message(field)}
                onChange={(rating) => {
                  setRatings((current) => ({ ...current, [field]: rating }));
                  form.clear(field);
                }}
              />
            ))}
          </div>
          <FieldMessage error={form.message('date')} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            {savedId ? (
              <Button type="button" variant="ghost" disabled={deleteDay.isPending} onClick={onDelete}>
                {t('form.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? t('form.saving') : t('form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
