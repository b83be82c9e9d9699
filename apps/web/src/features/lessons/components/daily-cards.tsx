import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Quote, Sparkles } from 'lucide-react';
import type { LessonSummary } from '@track-grow/domain/lessons';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDailyQuote } from '../api/get-daily-quote.ts';

/** The lesson of the user's day, chosen by the server from the lessons not learned before today. */
export function LessonOfTheDayCard({
  lesson,
  onOpen,
}: {
  lesson: LessonSummary | undefined;
  onOpen: (lesson: LessonSummary) => void;
}) {
  const { t } = useTranslation('lessons');
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="flex-row items-center gap-2">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        <CardTitle id={id}>{t('today.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!lesson ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4" />
            <Skeleton className="h-10 w-40" />
          </div>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-1">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                {t(`topics.${lesson.topic}`)}
              </p>
              <p className="text-lg font-semibold">{lesson.title}</p>
              <p className="text-sm text-muted-foreground">{lesson.summary}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => onOpen(lesson)} aria-label={`${t('today.open')}: ${lesson.title}`}>
                {t('today.open')}
              </Button>
              {lesson.learnedAt ? (
                <span className="flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  {t('today.learned')}
                </span>
              ) : null}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The quote of the user's day (cached 12 h, kept 24 h). */
export function DailyQuoteCard() {
  const { t } = useTranslation('lessons');
  const id = useId();
  const quote = useDailyQuote();
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="flex-row items-center gap-2">
        <Quote aria-hidden="true" className="size-5 text-primary" />
        <CardTitle id={id}>{t('quote.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {quote.data ? (
          <figure className="grid gap-2">
            <blockquote className="text-lg leading-snug font-medium">“{quote.data.text}”</blockquote>
            <figcaption className="text-sm text-muted-foreground">— {quote.data.author}</figcaption>
          </figure>
        ) : quote.isError ? (
          <p className="text-sm text-muted-foreground">{t('quote.failed')}</p>
        ) : (
          <div className="grid gap-2" role="status" aria-label={t('loading')}>
            <Skeleton className="h-6" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-32" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
