import '../i18n.ts';
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Task, TaskCounts, TaskListView, TaskPriority } from '@track-grow/domain/tasks';
import { AreaPageHeader } from '../../../components/ui/page-header.tsx';
import { allTasksQueryOptions, taskViewQueryOptions } from '../api/get-tasks.ts';
import { taskCountsQueryOptions } from '../api/get-task-counts.ts';
import { useCreateIntent } from '../../../lib/use-create-intent.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useTaskToggle } from '../hooks/use-task-toggle.ts';
import { useUserToday } from '../../../lib/user-today.ts';
import { subtasksByParent } from './task-groups.ts';
import { QuickAdd } from './quick-add.tsx';
import { TaskFilters } from './task-filters.tsx';
import { TaskListSkeleton } from './task-list-skeleton.tsx';
import { TaskList } from './task-list.tsx';
import { TaskSheet } from './task-sheet.tsx';
import { TasksEmpty } from './tasks-empty.tsx';
import { TaskViewTabs } from './task-view-tabs.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';

interface SheetState {
  open: boolean;
  task: Task | null;
  /** A new key per opening: the form starts from the task (or blank) each time. */
  key: number;
}

const PANEL_ID = 'tasks-panel';

/** "3 due today · 2 overdue": the Today count holds the overdue tasks too. */
function summaryText(t: TFunction<'tasks'>, counts: TaskCounts): string {
  const dueToday = counts.today - counts.overdue;
  const parts = [
    ...(dueToday > 0 ? [t('summary.dueToday', { count: dueToday })] : []),
    ...(counts.overdue > 0 ? [t('summary.overdue', { count: counts.overdue })] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : t('summary.nothingToday');
}

export default function TasksPage() {
  const { t } = useTranslation('tasks');
  const userToday = useUserToday();
  const { today } = userToday;
  const [view, setView] = useState<TaskListView>('today');
  const [tag, setTag] = useState<string | null>(null);
  const [priority, setPriority] = useState<TaskPriority | null>(null);
  // /tasks?new=1 (the Hub's "Quick add") opens the new-task sheet.
  const intent = useCreateIntent();
  const [sheet, setSheet] = useState<SheetState>({ open: intent !== null, task: null, key: 0 });

  const counts = useQuery(taskCountsQueryOptions);
  const all = useQuery(allTasksQueryOptions);
  const list = useInfiniteQuery(taskViewQueryOptions({ view, tag, priority }));
  const { isDone, toggle } = useTaskToggle(today);

  useFailureToast([list, counts], { title: t('toasts.loadFailed'), description: t('toasts.tryAgain') });

  const tasks = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const allTasks = all.data;
  const { byId, children, tags } = useMemo(() => {
    const source = allTasks ?? [];
    return {
      byId: new Map(source.map((task) => [task.id, task])),
      children: subtasksByParent(source),
      tags: [...new Set(source.flatMap((task) => task.tags))].sort(),
    };
  }, [allTasks]);

  const openSheet = (task: Task | null) =>
    setSheet((current) => ({ open: true, task, key: current.key + 1 }));
  const filtered = tag !== null || priority !== null;

  const summary = counts.data ? summaryText(t, counts.data) : t('subtitle');

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <AreaPageHeader
        title={t('title')}
        subtitle={summary}
        addLabel={t('newTask')}
        onAdd={() => openSheet(null)}
        phone="icon"
      />
      <QuickAdd userToday={userToday} />
      <div className="grid gap-3">
        <TaskViewTabs view={view} counts={counts.data} panelId={PANEL_ID} onChange={setView} />
        <TaskFilters tags={tags} tag={tag} priority={priority} onTag={setTag} onPriority={setPriority} />
      </div>
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`tasks-tab-${view}`}
        aria-busy={list.isPending}
        className="grid gap-4"
      >
        {list.isPending ? (
          <TaskListSkeleton />
        ) : list.isError ? (
          <TasksEmpty kind="error" onRetry={() => void list.refetch()} />
        ) : tasks.length === 0 ? (
          <TasksEmpty
            kind={filtered ? 'filtered' : view}
            onClearFilters={() => {
              setTag(null);
              setPriority(null);
            }}
            onCreate={() => openSheet(null)}
          />
        ) : (
          <TaskList
            tasks={tasks}
            view={view}
            today={today}
            subtasksOf={(task) => (task.parentId ? [] : (children.get(task.id) ?? []))}
            parentTitleOf={(task) =>
              task.parentId ? (byId.get(task.parentId)?.title ?? t('row.aTask')) : null
            }
            isDone={isDone}
            onToggle={toggle}
            onOpen={openSheet}
          />
        )}
        {list.hasNextPage ? (
          <LoadMoreButton
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            label={t('loadMore')}
            loadingLabel={t('loadingMore')}
          />
        ) : null}
      </div>
      <TaskSheet
        key={sheet.key}
        open={sheet.open}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
        task={sheet.task}
        defaults={view === 'today' ? { dueDate: today } : {}}
        tagSuggestions={tags}
      />
    </div>
  );
}
