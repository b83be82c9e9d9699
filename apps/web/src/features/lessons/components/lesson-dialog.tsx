import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, HelpCircle, Undo2 } from 'lucide-react';
import { findLesson, MAX_REFLECTION_LENGTH, type LessonSummary } from '@track-grow/domain/lessons';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { dateFormatter } from '../../../lib/date-format.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteLesson } from '../api/complete-lesson.ts';
import { useUncompleteLesson } from '../api/uncomplete-lesson.ts';

/**
 * A lesson in full: summary, explanation, examples, the question; mark it learned with a reflection, or undo.
 * The list carries only the cards; the full text comes from the library built into the app, so it opens at once.
 */
export function LessonDialog({ lesson, onClose }: { lesson: LessonSummary | null; onClose: () => void }) {
  return (
    <Dialog open={lesson !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by lesson: another lesson starts with an empty reflection. */}
      {lesson ? <LessonContent key={lesson.id} lesson={lesson} /> : null}
    </Dialog>
  );
}

function LessonContent({ lesson }: { lesson: LessonSummary }) {
  const { t, i18n } = useTranslation('lessons');
  const full = findLesson(lesson.id);
  const { user } = useCurrentUser();
  const ids = useId();
  const [reflection, setReflection] = useState('');
  const complete = useCompleteLesson();
  const uncomplete = useUncompleteLesson();
  const tooLong = reflection.length > MAX_REFLECTION_LENGTH;
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('toasts.failed'),
      description: errorMessage(error, t('errors.generic')),
    });

  const markLearned = () => {
    if (tooLong) return;
    const text = reflection.trim();
    complete.mutate(
      { lessonId: lesson.id, ...(text ? { reflection: text } : {}) },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t('toasts.learned'),
            description: t('toasts.learnedBody', { title: lesson.title }),
          }),
        onError: failed,
      },
    );
  };
  const unmark = () =>
    uncomplete.mutate(lesson.id, {
      onSuccess: () => toast({ variant: 'success', title: t('toasts.unmarked') }),
      onError: failed,
    });

  const learnedOn = lesson.learnedAt
    ? dateFormatter(i18n.language, { dateStyle: 'medium' }, user?.timezone).format(new Date(lesson.learnedAt))
    : null;

  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          {t(`topics.${lesson.topic}`)}
        </p>
        <DialogTitle>{lesson.title}</DialogTitle>
        <DialogDescription className="text-base text-foreground">{lesson.summary}</DialogDescription>
      </DialogHeader>

      {full ? (
        <>
          <section aria-labelledby={`${ids}-explanation`} className="grid gap-2">
            <h3 id={`${ids}-explanation`} className="text-sm font-semibold">
              {t('lesson.explanation')}
            </h3>
            {full.explanation.map((paragraph) => (
              <p key={paragraph} className="text-sm leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>

          <section aria-labelledby={`${ids}-examples`} className="grid gap-2">
            <h3 id={`${ids}-examples`} className="text-sm font-semibold">
              {t('lesson.examples')}
            </h3>
            <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
              {full.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby={`${ids}-question`}
            className="grid gap-1 rounded-xl bg-secondary p-4 text-secondary-foreground"
          >
            <h3 id={`${ids}-question`} className="flex items-center gap-2 text-sm font-semibold">
              <HelpCircle aria-hidden="true" className="size-4" />
              {t('lesson.question')}
            </h3>
            <p className="text-sm">{full.question}</p>
          </section>
        </>
      ) : null}

      {learnedOn ? (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('lesson.learnedOn', { date: learnedOn })}
          </p>
          {lesson.reflection ? (
            <figure className="grid gap-1">
              <figcaption className="text-sm font-semibold">{t('lesson.yourReflection')}</figcaption>
              <p className="text-sm whitespace-pre-wrap text-muted-foreground">{lesson.reflection}</p>
            </figure>
          ) : null}
        </div>
      ) : (
        <TextareaField
          label={t('lesson.reflection')}
          value={reflection}
          onChange={(event) => setReflection(event.target.value)}
          error={
            tooLong
              ? t('lesson.reflectionTooLong', { max: MAX_REFLECTION_LENGTH, count: reflection.length })
              : undefined
          }
          hint={t('lesson.reflectionHint', { max: MAX_REFLECTION_LENGTH })}
        />
      )}

      <DialogFooter>
        {learnedOn ? (
          <Button variant="outline" onClick={unmark} disabled={uncomplete.isPending}>
            <Undo2 aria-hidden="true" />
            {t('lesson.unmark')}
          </Button>
        ) : (
          <Button onClick={markLearned} disabled={complete.isPending || tooLong}>
            <CheckCircle2 aria-hidden="true" />
            {t('lesson.markLearned')}
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}
