import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMoodInput, moodEmotions, type Mood } from '@track-grow/domain/mood';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateMood } from '../api/update-mood.ts';
import { ratingOf } from '../faces.ts';
import { EmotionChips } from './emotion-chips.tsx';
import { RatingFaces, type Rating } from '../../../components/ui/rating-faces.tsx';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';

/** Edit an entry: rating, emotions, note and its day (never after today). */
export function MoodSheet({
  open,
  onOpenChange,
  mood,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mood: Mood | null;
  today: string;
}) {
  const { t } = useTranslation('mood');
  const update = useUpdateMood();
  const [rating, setRating] = useState<Rating | null>(mood ? ratingOf(mood.rating) : null);
  const [emotions, setEmotions] = useState<string[]>(mood?.emotions ?? []);
  const [note, setNote] = useState(mood?.note ?? '');
  const [date, setDate] = useState(mood?.date ?? today);

  const sheet = useSheetSubmit({
    schema: createMoodInput,
    // The server refuses days after the user's today: say so before asking.
    check: (data) => (data.date > today ? { date: 'moods.future' } : null),
    fields: ['date', 'rating', 'note'],
    failure: { title: t('toasts.saveFailed'), fallback: t('toasts.tryAgain') },
    onDone: () => onOpenChange(false),
    write: async (data) => {
      if (!mood) return;
      await update.mutateAsync({ id: mood.id, patch: { ...data, note: data.note ?? null } });
      toast({ title: t('toasts.updated'), variant: 'success' });
    },
  });

  const save = async () => {
    if (!mood) return;
    await sheet.submit({
      date,
      rating: rating ?? undefined,
      emotions: emotions.filter((e) => (moodEmotions as readonly string[]).includes(e)),
      note: note.trim() || null,
    });
  };

  const error = (field: string) => sheet.message(field);

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('edit.title')}
      onSave={() => void save()}
      onCancel={() => undefined}
      saveLabel={update.isPending ? t('log.saving') : t('edit.save')}
      saveDisabled={update.isPending}
    >
      <div className="grid gap-5">
        <RatingFaces
          legend={t('log.ratingLegend')}
          labelOf={(value) => t(`ratings.${value}`)}
          large
          value={rating}
          onChange={setRating}
          error={error('rating')}
        />
        <TextField
          label={t('edit.date')}
          type="date"
          value={date}
          max={today}
          onChange={(event) => setDate(event.target.value)}
          error={error('date')}
        />
        <EmotionChips value={emotions} onChange={setEmotions} options={moodEmotions} />
        <TextareaField
          label={t('log.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={error('note')}
          rows={3}
        />
      </div>
    </BottomSheet>
  );
}
