import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskCounts, TaskListView } from '@track-grow/domain/tasks';
import { cn } from '../../../lib/utils.ts';

export const viewOrder: readonly TaskListView[] = ['today', 'upcoming', 'all', 'completed', 'cancelled'];

/** The views as tabs with their count badges (cancelled has none: the server counts the four views). */
export function TaskViewTabs({
  view,
  counts,
  panelId,
  onChange,
}: {
  view: TaskListView;
  counts: TaskCounts | undefined;
  panelId: string;
  onChange: (view: TaskListView) => void;
}) {
  const { t } = useTranslation('tasks');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, selection follows focus).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = viewOrder.indexOf(view);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = index + step;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = viewOrder.length - 1;
    if (next === index && step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    next = (next + viewOrder.length) % viewOrder.length;
    const target = viewOrder[next]!;
    onChange(target);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('views.label')}
      onKeyDown={onKeyDown}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      {viewOrder.map((item, index) => {
        const selected = item === view;
        const count = item === 'cancelled' ? undefined : counts?.[item];
        const overdue = item === 'today' && (counts?.overdue ?? 0) > 0;
        return (
          <button
            key={item}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`tasks-tab-${item}`}
            aria-selected={selected}
            aria-controls={panelId}
            aria-label={
              count !== undefined ? t('views.withCount', { view: t(`views.${item}`), count }) : undefined
            }
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item)}
            className={cn(
              'inline-flex h-10 shrink-0 cursor-pointer snap-start items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
              selected
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-foreground hover:bg-accent',
            )}
          >
            {t(`views.${item}`)}
            {count !== undefined ? (
              <span
                className={cn(
                  'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-bold tabular-nums',
                  selected
                    ? 'bg-primary-foreground text-primary'
                    : overdue
                      ? 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200'
                      : 'bg-muted text-muted-foreground',
                )}
              >
                {count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
