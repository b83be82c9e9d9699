import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMoodInput, moodEmotions, type Mood } from '@track-grow/domain/mood';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { validate, type FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateMood } from '../api/update-mood.ts';
import { ratingOf, type Rating } from '../faces.ts';
import { EmotionChips } from './emotion-chips.tsx';
import { RatingPicker } from './rating-picker.tsx';
import { errorMessage, serverFieldError, translateError } from '../../../lib/server-errors.ts';

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
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = async () => {
    if (!mood) return;
    const values = {
      date,
      rating: rating ?? undefined,
      emotions: emotions.filter((e) => (moodEmotions as readonly string[]).includes(e)),
      note: note.trim() || null,
    };
    const result = validate(createMoodInput, values);
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    if (result.data.date > today) {
      setErrors({ date: 'moods.future' });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: mood.id, patch: { ...result.data, note: result.data.note ?? null } });
      toast({ title: t('toasts.updated'), variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError && ['date', 'rating', 'note'].includes(fieldError.field))
        setErrors({ [fieldError.field]: fieldError.message });
      else
        toast({
          title: t('toasts.saveFailed'),
          description: errorMessage(error, t('toasts.tryAgain')),
          variant: 'destructive',
        });
    }
  };

  const error = (field: string) => (errors[field] ? translateError(errors[field]) : undefined);

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
        <RatingPicker
          legend={t('log.ratingLegend')}
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
