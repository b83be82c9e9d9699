import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { taskPriorities, type TaskPriority } from '@track-grow/domain/tasks';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';

/**
 * Filter the view by one tag and one priority (both applied by the server). Each select is wide enough for
 * its longest label in every language ("Tutte le priorità"); on a phone they share a row or take one each.
 */
export function TaskFilters({
  tags,
  tag,
  priority,
  onTag,
  onPriority,
}: {
  tags: readonly string[];
  tag: string | null;
  priority: TaskPriority | null;
  onTag: (tag: string | null) => void;
  onPriority: (priority: TaskPriority | null) => void;
}) {
  const { t } = useTranslation('tasks');
  const tagOptions = [...new Set([...tags, ...(tag ? [tag] : [])])].sort();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="min-w-44 flex-1 sm:w-56 sm:flex-none">
        <Select
          aria-label={t('filters.tag')}
          value={tag ?? ''}
          onChange={(event) => onTag(event.target.value || null)}
          className="h-10"
          options={[
            { value: '', label: t('filters.anyTag') },
            ...tagOptions.map((value) => ({ value, label: `#${value}` })),
          ]}
        />
      </div>
      <div className="min-w-44 flex-1 sm:w-56 sm:flex-none">
        <Select
          aria-label={t('filters.priority')}
          value={priority ?? ''}
          onChange={(event) => onPriority((event.target.value || null) as TaskPriority | null)}
          className="h-10"
          options={[
            { value: '', label: t('filters.anyPriority') },
            ...[...taskPriorities].reverse().map((value) => ({ value, label: t(`priority.${value}`) })),
          ]}
        />
      </div>
      {tag || priority ? (
        <Button
          variant="ghost"
          size="sm"
          className="h-10"
          onClick={() => {
            onTag(null);
            onPriority(null);
          }}
        >
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
