import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookStatuses,
  createBookInput,
  updateBookInput,
  type Book,
  type BookStatus,
} from '@track-grow/domain/books';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';
import { useCreateBook } from '../api/create-book.ts';
import { useUpdateBook } from '../api/update-book.ts';
import {
  bookValues,
  createPayload,
  newBookValues,
  updatePayload,
  type BookFormValues,
} from './book-form-values.ts';
import { useLingering } from '../../../lib/use-lingering.ts';

export type BookSheetState = { mode: 'create' } | { mode: 'edit'; book: Book };

const SERVER_FIELDS = [
  'title',
  'author',
  'status',
  'totalPages',
  'pagesRead',
  'rating',
  'startedAt',
  'finishedAt',
  'notes',
] as const;

/** Add a book by hand, or edit one of the list, in a bottom sheet. */
export function BookSheet({
  state,
  onClose,
  today,
}: {
  state: BookSheetState | null;
  onClose: () => void;
  today: string;
}) {
  // The last state stays on screen while the sheet slides away.
  const shown = useLingering(state);
  if (!shown) return null;
  return (
    <BookForm
      key={shown.mode === 'edit' ? shown.book.id : 'new'}
      open={state !== null}
      book={shown.mode === 'edit' ? shown.book : null}
      today={today}
      onClose={onClose}
    />
  );
}

function BookForm({
  open,
  book,
  today,
  onClose,
}: {
  open: boolean;
  book: Book | null;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('books');
  const ids = useId();
  const create = useCreateBook();
  const update = useUpdateBook();
  const [values, setValues] = useState<BookFormValues>(() => (book ? bookValues(book) : newBookValues()));
  const busy = create.isPending || update.isPending;
  const sheet = useSheetSubmit<unknown>({
    schema: book ? updateBookInput : createBookInput,
    fields: SERVER_FIELDS,
    failure: { title: t('sheet.saveFailed'), fallback: t('errors.generic') },
    onDone: onClose,
    write: async (data) => {
      if (book) {
        await update.mutateAsync({
          id: book.id,
          input: data as Parameters<typeof update.mutateAsync>[0]['input'],
        });
        toast({ title: t('sheet.updated'), variant: 'success' });
      } else {
        await create.mutateAsync(data as Parameters<typeof create.mutateAsync>[0]);
        toast({ title: t('sheet.created'), variant: 'success' });
      }
    },
  });
  const error = (field: string) => sheet.message(field);
  const change = (patch: Partial<BookFormValues>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    sheet.clear(...fields);
  };
  const save = () => {
    if (busy) return;
    if (!book) {
      void sheet.submit(createPayload(values));
      return;
    }
    const patch = updatePayload(book, values);
    if (Object.keys(patch).length === 0) onClose();
    else void sheet.submit(patch);
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={book ? t('sheet.editTitle') : t('sheet.addTitle')}
      onSave={save}
      onCancel={() => undefined}
      saveLabel={busy ? t('sheet.saving') : t('sheet.save')}
      saveDisabled={busy}
    >
      <div className="grid gap-4" aria-busy={busy || undefined}>
        <TextField
          label={t('sheet.title')}
          value={values.title}
          maxLength={300}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value }, 'title')}
          error={error('title')}
        />
        <TextField
          label={t('sheet.author')}
          value={values.author}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => change({ author: event.target.value }, 'author')}
          error={error('author')}
        />
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-status`}>{t('sheet.status')}</Label>
            <Select
              id={`${ids}-status`}
              value={values.status}
              options={bookStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
              onChange={(event) =>
                change({ status: event.target.value as BookStatus }, 'status', 'pagesRead')
              }
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-rating`}>{t('sheet.rating')}</Label>
            <Select
              id={`${ids}-rating`}
              value={values.rating}
              options={[
                { value: '', label: t('sheet.noRating') },
                ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('sheet.stars', { count: n }) })),
              ]}
              onChange={(event) => change({ rating: event.target.value }, 'rating')}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('sheet.pagesRead')}
            type="number"
            inputMode="numeric"
            min={0}
            value={values.pagesRead}
            onChange={(event) => change({ pagesRead: event.target.value }, 'pagesRead')}
            error={error('pagesRead')}
          />
          <TextField
            label={t('sheet.totalPages')}
            type="number"
            inputMode="numeric"
            min={1}
            value={values.totalPages}
            onChange={(event) => change({ totalPages: event.target.value }, 'totalPages', 'pagesRead')}
            error={error('totalPages')}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('sheet.startedAt')}
            type="date"
            max={today}
            value={values.startedAt}
            onChange={(event) => change({ startedAt: event.target.value }, 'startedAt', 'finishedAt')}
            error={error('startedAt')}
          />
          <TextField
            label={t('sheet.finishedAt')}
            type="date"
            max={today}
            value={values.finishedAt}
            hint={
              values.status === 'completed' && values.finishedAt === '' ? t('sheet.finishedHint') : undefined
            }
            onChange={(event) => change({ finishedAt: event.target.value }, 'finishedAt')}
            error={error('finishedAt')}
          />
        </div>
        <TextareaField
          label={t('sheet.notes')}
          value={values.notes}
          maxLength={5000}
          rows={3}
          onChange={(event) => change({ notes: event.target.value }, 'notes')}
          error={error('notes')}
        />
      </div>
    </BottomSheet>
  );
}
