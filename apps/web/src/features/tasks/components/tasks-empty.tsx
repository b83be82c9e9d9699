import { useTranslation } from 'react-i18next';
import {
  Ban,
  CalendarClock,
  CircleCheckBig,
  CloudOff,
  FilterX,
  ListTodo,
  PartyPopper,
  type LucideIcon,
} from 'lucide-react';
import type { TaskListView } from '@track-grow/domain/tasks';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

type Kind = TaskListView | 'filtered' | 'error';

const icons: Record<Kind, LucideIcon> = {
  today: PartyPopper,
  upcoming: CalendarClock,
  all: ListTodo,
  completed: CircleCheckBig,
  cancelled: Ban,
  filtered: FilterX,
  error: CloudOff,
};

/** What an empty view says, and what to do first. */
export function TasksEmpty({
  kind,
  onCreate,
  onClearFilters,
  onRetry,
}: {
  kind: Kind;
  onCreate?: () => void;
  onClearFilters?: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('tasks');
  const action =
    kind === 'filtered' ? (
      <Button variant="outline" onClick={onClearFilters}>
        {t('filters.clear')}
      </Button>
    ) : kind === 'error' ? (
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    ) : kind === 'today' || kind === 'upcoming' || kind === 'all' ? (
      <Button variant="outline" onClick={onCreate}>
        {t('newTask')}
      </Button>
    ) : null;
  return (
    <EmptyState icon={icons[kind]} title={t(`empty.${kind}.title`)} actions={action}>
      <p>{t(`empty.${kind}.body`)}</p>
    </EmptyState>
  );
}
