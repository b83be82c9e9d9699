import { useEffect } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, ListTodo, Smile, Wallet, X, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ReminderSwitches } from '../../../lib/reminder-switches.ts';
import { setRemindersPending } from '../../../lib/reminders-store.ts';
import { cn } from '../../../lib/utils.ts';
import { dismissedRemindersKey, parseDismissedReminders, type ReminderId } from '../daily-state.ts';
import { useDailyState } from '../hooks/use-daily-state.ts';
import {
  anyCardReminderOn,
  anyPending,
  dailyReminders,
  type Reminder,
  type ReminderInputs,
} from '../reminders.ts';

interface DailyRemindersProps {
  userId: string;
  today: string;
  /** undefined while the day's data loads. */
  inputs: ReminderInputs | undefined;
  /** The profile's reminder switches: one turned off is not shown (nor counted as pending). */
  switches: ReminderSwitches;
}

const icons: Record<ReminderId, LucideIcon> = {
  habits: CalendarCheck,
  mood: Smile,
  budget: Wallet,
  tasks: ListTodo,
};

/**
 * On a phone the reminders stack as full-width rows (three columns of ~110 px cut their words); from `sm` up
 * they share the card's width, however many the switches and dismissals leave.
 */
const columns = [
  'sm:grid-cols-1',
  'sm:grid-cols-1',
  'sm:grid-cols-2',
  'sm:grid-cols-3',
  'sm:grid-cols-2 lg:grid-cols-4',
] as const;

/**
 * SPEC.md 2/4: the reminders (Habits, Log mood, Budget, and Tasks while tasks are due today or overdue), each
 * dismissible for the day and each switchable off in the profile; with all of them off the card is not shown.
 */
export function DailyReminders({ userId, today, inputs, switches }: DailyRemindersProps) {
  const { t } = useTranslation('home');
  const [dismissed, saveDismissed] = useDailyState(
    dismissedRemindersKey(userId),
    today,
    parseDismissedReminders,
  );
  const reminders = inputs ? dailyReminders(inputs, dismissed ?? {}, switches) : null;
  const pending = reminders ? anyPending(reminders) : null;

  useEffect(() => {
    if (pending !== null) setRemindersPending(pending);
  }, [pending]);

  if (!anyCardReminderOn(switches) || (reminders && reminders.length === 0)) return null;
  const placeholders = (['habits', 'mood', 'budget'] as const).filter((id) => switches[id]).length;
  // Tasks alone shows only once there are tasks to name: no empty card while it loads.
  if (!reminders && placeholders === 0) return null;
  return (
    <Card aria-labelledby="daily-reminders-title">
      <CardHeader>
        <CardTitle id="daily-reminders-title">{t('reminders.title')}</CardTitle>
        <CardDescription>
          {pending === false ? t('reminders.allDone') : t('reminders.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!reminders || !inputs ? (
          <div className={cn('grid gap-2', columns[placeholders])} role="status" aria-label={t('loading')}>
            {Array.from({ length: placeholders }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-2xl sm:h-24" />
            ))}
          </div>
        ) : (
          <ul className={cn('grid gap-2', columns[reminders.length] ?? 'sm:grid-cols-3')}>
            {reminders.map((reminder) => (
              <li key={reminder.id} className="relative">
                <ReminderButton reminder={reminder} inputs={inputs} />
                <button
                  type="button"
                  onClick={() => saveDismissed({ ...dismissed, [reminder.id]: true })}
                  aria-label={t('reminders.dismiss', { name: t(`reminders.${reminder.id}.name`) })}
                  className="absolute top-1/2 right-2 inline-flex -translate-y-1/2 sm:top-1 sm:right-1 sm:translate-y-0 size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-black/5 hover:text-foreground dark:hover:bg-white/10"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ReminderButton({ reminder, inputs }: { reminder: Reminder; inputs: ReminderInputs }) {
  const { t } = useTranslation('home');
  const Icon = icons[reminder.id];
  const done = reminder.status === 'done';
  const { label, detail } = reminderText(t, reminder, inputs);
  return (
    <Link
      href={reminder.href}
      data-status={reminder.status}
      className={cn(
        'flex h-full min-h-16 items-center gap-3 rounded-2xl border p-3 pr-12 transition-colors sm:min-h-24 sm:flex-col sm:items-start sm:justify-between sm:gap-2 sm:pr-3',
        done
          ? 'border-border bg-muted/50 text-muted-foreground hover:bg-muted'
          : 'border-primary/25 bg-secondary text-secondary-foreground hover:border-primary/50',
      )}
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          done ? 'bg-primary text-primary-foreground' : 'bg-card text-primary',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      {/* The space keeps "Mood ✓ Logged" apart in the link's name; a grid does not render it. */}
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm leading-tight font-semibold', done && 'text-foreground')}>{label}</span>{' '}
        {detail ? (
          <span className={cn('text-xs leading-snug', done && 'font-medium text-primary')}>{detail}</span>
        ) : null}
      </span>
    </Link>
  );
}

type HomeT = ReturnType<typeof useTranslation<'home'>>['t'];

function reminderText(
  t: HomeT,
  reminder: Reminder,
  { habits, tasks }: ReminderInputs,
): { label: string; detail?: string } {
  const done = reminder.status === 'done';
  switch (reminder.id) {
    case 'habits':
      if (!habits.hasHabits) return { label: t('reminders.habits.name'), detail: t('reminders.habits.none') };
      if (habits.total === 0)
        return { label: t('reminders.habits.name'), detail: t('reminders.habits.nothingDue') };
      return done
        ? {
            label: t('reminders.habits.name'),
            detail: t('reminders.habits.done', { completed: habits.completed, total: habits.total }),
          }
        : {
            label: t('reminders.habits.name'),
            detail: t('reminders.habits.progress', { completed: habits.completed, total: habits.total }),
          };
    case 'mood':
      return done
        ? { label: t('reminders.mood.title'), detail: t('reminders.mood.done') }
        : { label: t('reminders.mood.name'), detail: t('reminders.mood.pending') };
    case 'budget':
      return done
        ? { label: t('reminders.budget.name'), detail: t('reminders.budget.done') }
        : { label: t('reminders.budget.name'), detail: t('reminders.budget.pending') };
    case 'tasks': {
      const parts = [
        ...(tasks && tasks.dueToday > 0 ? [t('reminders.tasks.dueToday', { count: tasks.dueToday })] : []),
        ...(tasks && tasks.overdue > 0 ? [t('reminders.tasks.overdue', { count: tasks.overdue })] : []),
      ];
      return { label: t('reminders.tasks.name'), detail: parts.join(' · ') };
    }
  }
}
