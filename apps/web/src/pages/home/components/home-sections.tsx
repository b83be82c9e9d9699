import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@track-grow/domain/auth';
import { reminderSwitches } from '../../../lib/reminder-switches.ts';
import { celebrationSeenKey, parseSeen } from '../daily-state.ts';
import { useDailyState } from '../hooks/use-daily-state.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useHomeData } from '../hooks/use-home-data.ts';
import { shouldCelebrate } from '../reminders.ts';
import '../i18n.ts';
import './home.css';
import { BudgetAlertCards } from './budget-alert-cards.tsx';
import { CelebrationCard } from './celebration-card.tsx';
import { DailyReminders } from './daily-reminders.tsx';
import { QuickCapture } from './quick-capture.tsx';
import { WidgetStrip } from '../../../features/widgets/components/widget-strip.tsx';

/**
 * Home's reads answer one by one, and each answer re-renders Home's sections at once (a query store's update is
 * synchronous): the sections whose props are unchanged skip that render, so each answer is a short task.
 */
const Alerts = memo(BudgetAlertCards);
const Reminders = memo(DailyReminders);
const Widgets = memo(WidgetStrip);
const Capture = memo(QuickCapture);

interface HomeSectionsProps {
  user: User;
  today: string;
  timeZone: string | undefined;
}

/** Everything on Home below the greeting: what the user's data decides. */
export default function HomeSections({ user, today, timeZone }: HomeSectionsProps) {
  const { t: tHome } = useTranslation('home');
  const switches = useMemo(() => reminderSwitches(user), [user]);
  const data = useHomeData(user, today, switches);
  useFailureToast(data.failures, {
    title: tHome('errors.loadFailed'),
    description: tHome('errors.loadFailedDescription'),
  });
  const [seen, saveSeen] = useDailyState(celebrationSeenKey(user.id), today, parseSeen);
  const markSeen = useCallback(() => saveSeen(true), [saveSeen]);
  const celebrate = data.reminders ? shouldCelebrate(data.reminders.habits, seen === true) : false;

  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
        {/* First, in view: a scroll marks it seen, so it must not wait below the fold. */}
        {celebrate && data.reminders ? (
          <CelebrationCard completed={data.reminders.habits.completed} onSeen={markSeen} />
        ) : null}
        <Alerts userId={user.id} today={today} />
        <Reminders userId={user.id} today={today} inputs={data.reminders} switches={switches} />
        {/* SPEC.md 2: the widget area follows "Fantastic Work!" and comes before Quick Capture. */}
        <Widgets />
      </div>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
        <Capture userId={user.id} timeZone={timeZone} />
      </div>
    </div>
  );
}
