import { useTranslation } from 'react-i18next';
import { CalendarDays, CalendarX, Clock, Flag, Hash, Repeat } from 'lucide-react';
import type { QuickAdd } from '@track-grow/domain/tasks';
import { cn } from '../../../lib/utils.ts';
import { dueLabel, formatTime } from '../format.ts';
import { priorityTone } from './priority.ts';
import { PreviewChip } from '../../../components/ui/preview-chip.tsx';

/** What the typed text was understood as, announced politely while typing. */
export function QuickAddPreview({
  id,
  parsed,
  today,
}: {
  id: string;
  parsed: QuickAdd | null;
  today: string;
}) {
  const { t, i18n } = useTranslation('tasks');
  const due = parsed?.dueDate ? dueLabel(parsed.dueDate, today, i18n.language) : null;
  return (
    <div id={id} aria-live="polite" className="min-h-0">
      {parsed ? (
        <div className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="quick-add-preview">
          <span className="sr-only">{t('quickAdd.previewLabel')}</span>
          <span
            className={cn(
              'mr-1 min-w-0 font-medium wrap-anywhere',
              parsed.title ? 'text-foreground' : 'text-muted-foreground italic',
            )}
          >
            {parsed.title || t('quickAdd.noTitleYet')}
          </span>
          {due ? (
            <PreviewChip>
              <CalendarDays aria-hidden="true" />
              {t(due.key, due.values)}
            </PreviewChip>
          ) : null}
          {parsed.notADate ? (
            <PreviewChip className="bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
              <CalendarX aria-hidden="true" />
              {t('quickAdd.notADate', { text: parsed.notADate })}
            </PreviewChip>
          ) : null}
          {parsed.dueTime ? (
            <PreviewChip>
              <Clock aria-hidden="true" />
              {formatTime(parsed.dueTime, i18n.language)}
            </PreviewChip>
          ) : null}
          {parsed.priority ? (
            <PreviewChip className={priorityTone[parsed.priority]}>
              <Flag aria-hidden="true" />
              {t(`priority.${parsed.priority}`)}
            </PreviewChip>
          ) : null}
          {parsed.recurrence ? (
            <PreviewChip>
              <Repeat aria-hidden="true" />
              {t(`recurrence.${parsed.recurrence}`)}
            </PreviewChip>
          ) : null}
          {parsed.tags.map((tag) => (
            <PreviewChip key={tag}>
              <Hash aria-hidden="true" />
              {tag}
            </PreviewChip>
          ))}
        </div>
      ) : null}
    </div>
  );
}
