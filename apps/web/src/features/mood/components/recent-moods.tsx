import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { Mood } from '@track-grow/domain/mood';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useDeleteMood } from '../api/delete-mood.ts';
import { ratingIcon, ratingTone } from '../../../components/ui/rating-faces.tsx';
import { ratingOf } from '../faces.ts';
import { formatClock, formatLongDay } from '../format.ts';
import { errorMessage } from '../../../lib/server-errors.ts';

const PAGE = 10;

/** The latest entries, grouped by day, each with edit and delete. */
export function RecentMoods({
  moods,
  today,
  timeZone,
  onEdit,
}: {
  moods: readonly Mood[];
  today: string;
  timeZone: string;
  onEdit: (mood: Mood) => void;
}) {
  const { t, i18n } = useTranslation('mood');
  const remove = useDeleteMood();
  const [shown, setShown] = useState(PAGE);
  const [deleting, setDeleting] = useState<Mood | null>(null);

  const visible = moods.slice(0, shown);
  const days: { date: string; entries: Mood[] }[] = [];
  for (const mood of visible) {
    const last = days[days.length - 1];
    if (last?.date === mood.date) last.entries.push(mood);
    else days.push({ date: mood.date, entries: [mood] });
  }

  const dayTitle = (date: string) =>
    date === today ? t('recent.today') : formatLongDay(date, i18n.language, today.slice(0, 4));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      toast({ title: t('toasts.deleted'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('toasts.deleteFailed'),
        description: errorMessage(error, t('toasts.tryAgain')),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="mood-recent-title" className="grid gap-3">
      <h2 id="mood-recent-title" className="text-base font-semibold tracking-tight">
        {t('recent.title')}
      </h2>
      <div className="grid gap-4">
        {days.map(({ date, entries }) => (
          <section key={date} aria-labelledby={`mood-day-${date}`} className="grid gap-2">
            <h3
              id={`mood-day-${date}`}
              className="px-1 text-xs font-bold tracking-wide text-muted-foreground uppercase"
            >
              {dayTitle(date)}
            </h3>
            <ul className="grid gap-2">
              {entries.map((mood) => {
                const rating = ratingOf(mood.rating);
                const Icon = ratingIcon[rating];
                const label = t(`ratings.${rating}`);
                return (
                  <li
                    key={mood.id}
                    className="flex items-start gap-3 rounded-2xl border border-border bg-card p-3"
                  >
                    <span
                      className={cn(
                        'flex size-11 shrink-0 items-center justify-center rounded-full',
                        ratingTone[rating],
                      )}
                    >
                      <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                    </span>
                    <div className="grid min-w-0 flex-1 gap-1">
                      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                        <span className="font-semibold">{label}</span>
                        <time dateTime={mood.createdAt} className="text-xs text-muted-foreground">
                          {formatClock(mood.createdAt, i18n.language, timeZone)}
                        </time>
                      </p>
                      {mood.emotions.length > 0 ? (
                        <p className="flex flex-wrap gap-1">
                          {mood.emotions.map((emotion) => (
                            <span
                              key={emotion}
                              className="rounded-full bg-muted px-2 py-0.5 text-xs text-foreground/80"
                            >
                              {t(`emotions.${emotion}`, { defaultValue: emotion })}
                            </span>
                          ))}
                        </p>
                      ) : null}
                      {mood.note ? (
                        <p className="text-sm wrap-anywhere whitespace-pre-wrap text-muted-foreground">
                          {mood.note}
                        </p>
                      ) : null}
                    </div>
                    <div className="-mr-1 flex shrink-0">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-10 text-muted-foreground"
                        onClick={() => onEdit(mood)}
                        aria-label={t('recent.edit', { label, when: dayTitle(date) })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-10 text-muted-foreground"
                        onClick={() => setDeleting(mood)}
                        aria-label={t('recent.delete', { label, when: dayTitle(date) })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {moods.length > shown ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => setShown((count) => count + PAGE * 2)}
        >
          {t('recent.more')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.body')}
        confirmLabel={t('confirmDelete.confirm')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
