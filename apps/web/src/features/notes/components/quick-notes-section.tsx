import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightToLine, Smartphone } from 'lucide-react';
import { createNoteInput, type QuickNote } from '@track-grow/domain/notes';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateNote } from '../api/create-note.ts';
import { formatNoteTime } from '../format.ts';
import { removeQuickNote, useQuickNotes } from '../../../lib/use-quick-notes.ts';
import { errorMessage, translateError } from '../../../lib/server-errors.ts';

/**
 * The quick notes kept on this device (home's Quick Capture), each movable into Notes: the server note is
 * created first, and only then is the note taken off the device, so nothing is lost if the call fails.
 */
export function QuickNotesSection({
  userId,
  now,
  timeZone,
}: {
  userId: string;
  now: Date;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('notes');
  const quickNotes = useQuickNotes(userId).notes;
  const create = useCreateNote();
  const [moving, setMoving] = useState<string | null>(null);

  if (quickNotes.length === 0) return null;

  const move = async (quickNote: QuickNote) => {
    const checked = createNoteInput.safeParse({ content: quickNote.content });
    if (!checked.success) {
      toast({
        title: t('toasts.moveFailed'),
        description: translateError(checked.error.issues[0]?.message ?? ''),
        variant: 'destructive',
      });
      return;
    }
    setMoving(quickNote.id);
    try {
      await create.mutateAsync(checked.data);
      removeQuickNote(userId, quickNote.id);
      toast({ title: t('toasts.moved'), description: t('toasts.movedBody'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('toasts.moveFailed'),
        description: errorMessage(error, t('toasts.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setMoving(null);
    }
  };

  return (
    <Card aria-labelledby="quick-notes-title" className="border-dashed bg-secondary/40">
      <CardHeader>
        <CardTitle id="quick-notes-title" className="flex items-center gap-2">
          <Smartphone aria-hidden="true" className="size-4 text-primary" />
          {t('quick.title')}
          <span className="rounded-full bg-card px-2 py-0.5 text-xs font-bold text-muted-foreground tabular-nums">
            {quickNotes.length}
          </span>
        </CardTitle>
        <CardDescription>{t('quick.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {quickNotes.map((quickNote) => (
            <li key={quickNote.id} className="grid gap-2 rounded-xl border border-border bg-card p-3">
              <p className="line-clamp-4 text-sm wrap-anywhere whitespace-pre-wrap">{quickNote.content}</p>
              <div className="flex items-center justify-between gap-3">
                <time dateTime={quickNote.createdAt} className="text-xs text-muted-foreground">
                  {formatNoteTime(quickNote.createdAt, now, i18n.language, timeZone)}
                </time>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-10"
                  disabled={moving !== null}
                  onClick={() => void move(quickNote)}
                  aria-label={t('quick.moveLabel', { content: quickNote.content.slice(0, 60) })}
                >
                  <ArrowRightToLine aria-hidden="true" />
                  {moving === quickNote.id ? t('quick.moving') : t('quick.move')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
