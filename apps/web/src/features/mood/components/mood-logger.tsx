import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createMoodInput, moodEmotions } from '@track-grow/domain/mood';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { validate, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateMood } from '../api/create-mood.ts';
import type { Rating } from '../faces.ts';
import { EmotionChips } from './emotion-chips.tsx';
import { RatingPicker } from './rating-picker.tsx';
import { errorMessage, translateError } from '../../../lib/server-errors.ts';

/** Two taps: a face, then Log. Emotions and a note are there for those who want them. */
export function MoodLogger({ today }: { today: string }) {
  const { t } = useTranslation('mood');
  const create = useCreateMood();
  const id = useId();
  const [rating, setRating] = useState<Rating | null>(null);
  const [emotions, setEmotions] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(createMoodInput, {
      date: today,
      rating: rating ?? undefined,
      emotions,
      note: note.trim() || null,
    });
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(result.data);
      toast({
        title: t('toasts.logged'),
        description: t(`ratings.${result.data.rating}`),
        variant: 'success',
      });
      setRating(null);
      setEmotions([]);
      setNote('');
    } catch (error) {
      toast({
        title: t('toasts.logFailed'),
        description: errorMessage(error, t('toasts.tryAgain')),
        variant: 'destructive',
      });
    }
  };

  const error = (field: string) => (errors[field] ? translateError(errors[field]) : undefined);

  return (
    <Card aria-labelledby={`${id}-title`} className="overflow-hidden">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-lg">
          {t('log.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <RatingPicker
            legend={t('log.ratingLegend')}
            value={rating}
            onChange={(value) => {
              setRating(value);
              if (errors.rating) setErrors((current) => ({ ...current, rating: undefined }));
            }}
            error={error('rating')}
          />
          {rating !== null ? (
            <>
              <EmotionChips value={emotions} onChange={setEmotions} options={moodEmotions} />
              <TextareaField
                label={t('log.note')}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                error={error('note')}
                placeholder={t('log.notePlaceholder')}
                rows={2}
                className="[&_textarea]:min-h-16"
              />
            </>
          ) : null}
          <Button
            type="submit"
            size="lg"
            disabled={create.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {create.isPending ? t('log.saving') : t('log.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
