import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { CaptureTab } from '../capture-tab.ts';
import { RatingFaces } from '../../../components/ui/rating-faces.tsx';

/** The one input of a tab (with the mood faces above it on Mood), its message and the live preview. */
export function CaptureForm({
  tab,
  text,
  onTextChange,
  rating,
  onRatingChange,
  error,
  pending,
  preview,
  inputRef,
  onSubmit,
}: {
  tab: CaptureTab;
  text: string;
  onTextChange: (text: string) => void;
  rating: number | null;
  onRatingChange: (rating: number) => void;
  error: string | null;
  pending: boolean;
  preview: ReactNode;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('quickCapture');
  const id = useId();
  const messageId = `${id}-message`;
  const previewId = `${id}-preview`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      {tab === 'mood' ? (
        <RatingFaces
          legend={t('mood.legend')}
          labelOf={(value) => t(`mood.ratings.${value}`)}
          value={rating}
          onChange={onRatingChange}
        />
      ) : null}
      <label htmlFor={id} className="text-sm font-medium">
        {t(`fields.${tab}.label`)}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={text}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t(`fields.${tab}.placeholder`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${messageId} ${previewId}`}
          onChange={(event) => onTextChange(event.target.value)}
          className="h-12 rounded-2xl"
        />
        <Button type="submit" size="lg" className="rounded-2xl px-4" disabled={pending}>
          <Plus aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{pending ? t('saving') : t(`submit.${tab}`)}</span>
        </Button>
      </div>
      <FieldMessage id={messageId} alert error={error} hint={t(`fields.${tab}.hint`)} hintSize="xs" />
      <div id={previewId} aria-live="polite" className="min-h-7">
        {preview}
      </div>
    </form>
  );
}
