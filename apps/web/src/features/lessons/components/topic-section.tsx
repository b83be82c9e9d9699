import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import type { LessonTopic, LessonSummary } from '@track-grow/domain/lessons';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** One topic: its progress (learned/total of the whole topic) and its lessons (those matching the filter). */
export function TopicSection({
  topic,
  lessons,
  learned,
  total,
  onOpen,
}: {
  topic: LessonTopic;
  lessons: readonly LessonSummary[];
  learned: number;
  total: number;
  onOpen: (lesson: LessonSummary) => void;
}) {
  const { t } = useTranslation('lessons');
  const id = useId();
  const name = t(`topics.${topic}`);
  const percent = total === 0 ? 0 : Math.round((learned / total) * 100);
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <CardTitle id={id}>{name}</CardTitle>
          <span className="text-sm text-muted-foreground tabular-nums">
            {t('progress.topic', { learned, total })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('progress.label', { topic: name })}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={learned}
          aria-valuetext={t('progress.topic', { learned, total })}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <button
                type="button"
                onClick={() => onOpen(lesson)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-2 py-2.5 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                {lesson.learnedAt ? (
                  <CheckCircle2
                    aria-hidden="true"
                    className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                  />
                ) : (
                  <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                )}
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium">{lesson.title}</span>
                  <span className="text-sm text-muted-foreground">{lesson.summary}</span>
                </span>
                <span className="sr-only">
                  {lesson.learnedAt ? t('lesson.learned') : t('lesson.notLearned')}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
