import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import type { FocusSession } from '@track-grow/domain/focus';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { clockTime } from '../format.ts';

/** A short list of today's focus sessions, newest first. */
export function TodaySessions({
  sessions,
  timeZone,
}: {
  sessions: readonly FocusSession[] | undefined;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('focus');
  const focus = sessions?.filter((session) => session.type === 'focus');
  if (focus && focus.length === 0)
    return (
      <EmptyState icon={Timer} title={t('today.emptyTitle')}>
        <p>{t('today.emptyBody')}</p>
      </EmptyState>
    );
  return (
    <Card aria-labelledby="focus-today-title">
      <CardHeader>
        <CardTitle id="focus-today-title">{t('today.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {focus ? (
          <ul className="divide-y divide-border">
            {focus.slice(0, 10).map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="grid min-w-0">
                  <span className="truncate font-medium">{session.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {clockTime(session.startedAt, i18n.language, timeZone)}–
                    {clockTime(session.completedAt, i18n.language, timeZone)}
                  </span>
                </div>
                <span className="shrink-0 text-sm font-semibold tabular-nums">
                  {t('today.minutes', { count: session.actualDuration })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
