import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';

/** One tag at a time, as toggle chips in a scrolling row. */
export function NoteTagFilter({
  tags,
  selected,
  onChange,
}: {
  tags: readonly string[];
  selected: string;
  onChange: (tag: string) => void;
}) {
  const { t } = useTranslation('notes');
  const all = selected && !tags.includes(selected) ? [...tags, selected] : tags;
  const chip = (active: boolean) =>
    cn(
      'inline-flex h-9 shrink-0 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition-colors',
      active
        ? 'border-primary bg-primary text-primary-foreground'
        : 'border-border bg-card text-foreground hover:bg-accent',
    );
  return (
    <div
      role="group"
      aria-label={t('tags.label')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <button
        type="button"
        aria-pressed={selected === ''}
        onClick={() => onChange('')}
        className={chip(selected === '')}
      >
        {t('tags.all')}
      </button>
      {all.map((tag) => (
        <button
          key={tag}
          type="button"
          aria-pressed={selected === tag}
          onClick={() => onChange(selected === tag ? '' : tag)}
          className={chip(selected === tag)}
        >
          #{tag}
        </button>
      ))}
    </div>
  );
}
