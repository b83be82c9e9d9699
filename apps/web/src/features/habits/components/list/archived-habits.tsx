import { useState } from 'react';
import { Link } from 'wouter';
import { Archive, ArchiveRestore, ChevronDown, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Habit } from '@track-grow/domain/habits';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { toast } from '../../../../lib/toast.ts';
import { cn } from '../../../../lib/utils.ts';
import { useArchivedHabits } from '../../api/get-habits.ts';
import { useUpdateHabit } from '../../api/update-habit.ts';
import { DeleteHabitDialog } from '../delete-habit-dialog.tsx';
import { HabitIcon } from '../habit-icon.tsx';
import { errorMessage } from '../../../../lib/server-errors.ts';

/** Archived habits, folded away: open one, restore it, or delete it for good. */
export function ArchivedHabits() {
  const { t } = useTranslation('habits');
  const [open, setOpen] = useState(false);
  const archived = useArchivedHabits(open);
  const update = useUpdateHabit();
  const [deleting, setDeleting] = useState<Habit | null>(null);

  const restore = (habit: Habit) =>
    update.mutate(
      { habitId: habit.id, input: { archived: false } },
      {
        onSuccess: () => toast({ variant: 'success', title: t('archive.restored', { name: habit.name }) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('archive.failed'),
            description: errorMessage(error, t('errors.tryAgain')),
          }),
      },
    );

  return (
    <section aria-labelledby="habits-archived" className="grid gap-2">
      <h2 id="habits-archived" className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="habits-archived-list"
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg pr-2 text-muted-foreground hover:text-foreground"
        >
          <Archive aria-hidden="true" className="size-4" />
          {t('archive.title')}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      {open ? (
        <div id="habits-archived-list">
          {archived.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : archived.isError ? (
            <p className="text-sm text-danger">{t('errors.loadFailed')}</p>
          ) : archived.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted-foreground">
              {t('archive.empty')}
            </p>
          ) : (
            <ul className="grid gap-2">
              {archived.data.map((habit) => (
                <li
                  key={habit.id}
                  className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3"
                >
                  <HabitIcon
                    icon={habit.icon}
                    color={habit.color}
                    className="size-9 rounded-xl text-xl grayscale-[40%]"
                  />
                  <Link
                    href={`/habits?habit=${habit.id}`}
                    className="min-w-0 flex-1 truncate font-medium hover:underline"
                  >
                    {habit.name}
                  </Link>
                  <Button variant="outline" size="sm" onClick={() => restore(habit)}>
                    <ArchiveRestore aria-hidden="true" />
                    {t('archive.restore')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('delete.action', { name: habit.name })}
                    onClick={() => setDeleting(habit)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <DeleteHabitDialog habit={deleting} onOpenChange={(next) => !next && setDeleting(null)} />
    </section>
  );
}
