import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createMoodInput, moodEmotions } from '@track-grow/domain/mood';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateMood } from '../api/create-mood.ts';
import { EmotionChips } from './emotion-chips.tsx';
import { RatingFaces, type Rating } from '../../../components/ui/rating-faces.tsx';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';

/**
 * Two taps: a face, then Log. Emotions and a note are there for those who want them. autoFocus puts the
 * focus on the first face, for a visit that came to log a mood.
 */
export function MoodLogger({ today, autoFocus = false }: { today: string; autoFocus?: boolean }) {
  const { t } = useTranslation('mood');
  const create = useCreateMood();
  const id = useId();
  const [rating, setRating] = useState<Rating | null>(null);
  const [emotions, setEmotions] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const form = useSheetSubmit({
    schema: createMoodInput,
    failure: { title: t('toasts.logFailed'), fallback: t('toasts.tryAgain') },
    write: async (data) => {
      await create.mutateAsync(data);
      toast({ title: t('toasts.logged'), description: t(`ratings.${data.rating}`), variant: 'success' });
    },
    // Logged: the form starts over for the next entry.
    onDone: () => {
      setRating(null);
      setEmotions([]);
      setNote('');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit({ date: today, rating: rating ?? undefined, emotions, note: note.trim() || null });
  };

  const error = (field: string) => form.message(field);

  return (
    <Card aria-labelledby={`${id}-title`} className="overflow-hidden">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-lg">
          {t('log.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <RatingFaces
            legend={t('log.ratingLegend')}
            labelOf={(value) => t(`ratings.${value}`)}
            large
            autoFocus={autoFocus}
            value={rating}
            onChange={(value) => {
              setRating(value);
              form.clear('rating');
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
